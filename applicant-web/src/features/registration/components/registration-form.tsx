import type { PortalContent } from '@bursary/domain/api-types';
import { registrationSchema, type RegistrationValues } from '@bursary/domain/schemas/registration';
import { CheckboxField } from '@bursary/web-ui/components/form/checkbox-field';
import { Form } from '@bursary/web-ui/components/form/form';
import { NewPasswordField } from '@bursary/web-ui/components/form/new-password-field';
import { TextField } from '@bursary/web-ui/components/form/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { Button } from '@bursary/web-ui/components/ui/button';
import { useEffect, useRef } from 'react';
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
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues>({
    resolver: yupResolver(registrationSchema),
    defaultValues: { ...EMPTY, email: invitation?.email ?? '' },
  });
  const sectionRef = useRef<HTMLElement>(null);

  // The form takes the place of the long eligibility article, so the page would open scrolled halfway
  // down it: start at its top instead, with the first field ready for typing.
  useEffect(() => {
    setFocus('first_name');
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [setFocus]);

  const onValid = async (values: RegistrationValues) => {
    try {
      const { success } = await register({ ...values, ...(invitation && { token: invitation.token }) });
      navigate('/signin', { state: { notice: success, email: values.email.trim() } });
    } catch (error) {
      setError('root.server', { message: (error as Error).message });
    }
  };

  return (
    <section ref={sectionRef} className="panel registration-form" aria-labelledby="registration-title">
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
        <NewPasswordField control={control} name="password" label="Password" />
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
