import { resetPasswordSchema, type ResetPasswordValues } from '@bursary/domain/schemas/reset-password';
import { Form } from '@bursary/web-ui/components/form/form';
import { NewPasswordField } from '@bursary/web-ui/components/form/new-password-field';
import { TextField } from '@bursary/web-ui/components/form/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { Button } from '@bursary/web-ui/components/ui/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useResetPassword } from '../api/reset-password';

type ResetPasswordFormProps = { token: string };

/** New Password, Confirm New Password and ResetPassword; a red banner for errors, a green one with a sign-in link on success. */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const { trigger: reset } = useResetPassword();
  const [success, setSuccess] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: yupResolver(resetPasswordSchema), defaultValues: { password: '', re_password: '' } });

  const onValid = async (values: ResetPasswordValues) => {
    try {
      setSuccess((await reset({ token, password: values.password })).success);
    } catch (error) {
      setError('root.server', { message: (error as Error).message });
    }
  };

  if (success) {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={success}
        description={<Link to="/signin">Go to sign in</Link>}
      />
    );
  }

  return (
    <Form label="Reset password" onSubmit={handleSubmit(onValid)}>
      {errors.root?.server && <Alert className="form-alert" type="error" showIcon title={errors.root.server.message} />}
      <NewPasswordField control={control} name="password" label="New Password" />
      <TextField
        control={control}
        name="re_password"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <div className="actions">
        <Button type="primary" htmlType="submit" loading={isSubmitting}>
          ResetPassword
        </Button>
      </div>
    </Form>
  );
}
