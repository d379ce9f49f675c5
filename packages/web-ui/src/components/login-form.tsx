import type { Session } from '@bursary/domain/api-types';
import { LOGIN_EMPTY_MESSAGE, loginGate, loginSchema, type LoginValues } from '@bursary/domain/schemas/login';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useLogin } from '../api/login';
import { Form } from './form/form';
import { TextField } from './form/text-field';

type LoginFormProps = {
  label: string;
  /** Decides what a successful login leads to; an error it throws is shown in the form, like a refused login. */
  onSignedIn: (session: Session) => void | Promise<void>;
  /** Shown beside the LOG IN button. */
  extraActions?: ReactNode;
  /** An e-mail to start with, e.g. the one just registered. */
  defaultEmail?: string;
};

/** E-mail and password, sent to /api/login, with the specification's messages. */
export function LoginForm({ label, onSignedIn, extraActions, defaultEmail = '' }: LoginFormProps) {
  const { trigger: login } = useLogin();
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onValid = async (values: LoginValues) => {
    try {
      await onSignedIn(await login(values));
    } catch (error) {
      setError('root.server', { message: (error as Error).message });
    }
  };

  const onInvalid = () => {
    if (loginGate(getValues()) === LOGIN_EMPTY_MESSAGE) {
      setError('root.empty', { message: LOGIN_EMPTY_MESSAGE });
    }
  };

  const formError = errors.root?.server?.message ?? errors.root?.empty?.message;

  return (
    <Form label={label} onSubmit={handleSubmit(onValid, onInvalid)}>
      {formError && <Alert className="form-alert" type="error" showIcon title={formError} />}
      <TextField control={control} name="email" label="Email" type="email" autoComplete="username" isRequired />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <p>
        <Link to="/passwordchange">Forgot Password</Link>
      </p>
      <div className="actions">
        <Button type="primary" htmlType="submit" loading={isSubmitting}>
          LOG IN
        </Button>
        {extraActions}
      </div>
    </Form>
  );
}
