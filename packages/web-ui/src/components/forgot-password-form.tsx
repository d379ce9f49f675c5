import { forgotPasswordSchema, type ForgotPasswordValues } from '@bursary/domain/schemas/forgot-password';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePasswordChange } from '../api/password-change';
import { Form } from './form/form';
import { TextField } from './form/text-field';

/** The forgot-password page's one e-mail field and Submit; shows the server's error or success text. */
export function ForgotPasswordForm() {
  const { trigger: requestChange } = usePasswordChange();
  const [success, setSuccess] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: yupResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onValid = async (values: ForgotPasswordValues) => {
    setSuccess(null);
    try {
      setSuccess((await requestChange(values)).success);
    } catch (error) {
      setError('root.server', { message: (error as Error).message });
    }
  };

  return (
    <Form label="Forgot password" onSubmit={handleSubmit(onValid)}>
      {errors.root?.server && <Alert className="form-alert" type="error" showIcon title={errors.root.server.message} />}
      {success && <Alert className="form-alert" type="success" showIcon title={success} role="status" />}
      <p>Enter the e-mail address you registered with. We will e-mail you a link to choose a new password.</p>
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" isRequired />
      <div className="actions">
        <Button type="primary" htmlType="submit" loading={isSubmitting}>
          Submit
        </Button>
      </div>
    </Form>
  );
}
