import type { PortalContent } from '@bursary/domain/api-types';
import { registrationSchema, type RegistrationValues } from '@bursary/domain/schemas/registration';
import { CheckboxField } from '@bursary/web-ui/components/form/checkbox-field';
import { Form } from '@bursary/web-ui/components/form/form';
import { TextField } from '@bursary/web-ui/components/form/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CmsHtml } from '@/components/cms-html';
import { useRegister } from '../api/register';

type RegistrationFormProps = {
  terms: PortalContent['texts']['terms_and_conditions'];
  /** A late-application invitation: its token, and the e-mail it was sent to (shown read-only). */
  invitation?: { token: string; email: string };
};

const EMPTY: RegistrationValues = { first_name: '', last_name: '', email: '', password: '', re_password: '', tc: false };

export function RegistrationForm({ terms, invitation }: RegistrationFormProps) {
  const navigate = useNavigate();
  const { trigger: register } = useRegister();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues>({
    resolver: yupResolver(registrationSchema),
    defaultValues: { ...EMPTY, email: invitation?.email ?? '' },
  });

  const onValid = async (values: RegistrationValues) => {
    try {
      const { success } = await register({ ...values, ...(invitation && { token: invitation.token }) });
      navigate('/signin', { state: { notice: success } });
    } catch (error) {
      setError('root.server', { message: (error as Error).message });
    }
  };

  return (
    <section className="panel" aria-labelledby="registration-title">
      <h2 id="registration-title">Create your account</h2>
      <Form label="Registration" onSubmit={handleSubmit(onValid)}>
        {errors.root?.server && <Alert className="form-alert" type="error" showIcon title={errors.root.server.message} />}
        <TextField control={control} name="first_name" label="First name" autoComplete="given-name" isRequired />
        <TextField control={control} name="last_name" label="Last name" autoComplete="family-name" isRequired />
        <TextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          isRequired
          isReadOnly={Boolean(invitation)}
        />
        <TextField control={control} name="password" label="Password" type="password" autoComplete="new-password" isRequired />
        <p className="hint">Use 8 or more characters with a mix of letters and numbers.</p>
        <TextField
          control={control}
          name="re_password"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <details className="terms">
          <summary>{terms.title}</summary>
          <CmsHtml html={terms.html} />
        </details>
        <CheckboxField control={control} name="tc" isRequired>
          I have read and accept the {terms.title}
        </CheckboxField>
        <div className="actions">
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            REGISTER
          </Button>
        </div>
      </Form>
    </section>
  );
}
