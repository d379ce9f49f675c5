import type { Session } from '@bursary/domain/api-types';
import { yupResolver } from '@hookform/resolvers/yup';
import { isStaffRole } from '@bursary/domain/roles';
import { LOGIN_EMPTY_MESSAGE, loginGate, loginSchema, type LoginValues } from '@bursary/domain/schemas/login';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { saveSession } from '@/lib/session';
import { useLogin } from '../api/login';

type RedirectState = { from?: Location } | null;

const NOT_STAFF_MESSAGE = 'This sign-in is for bursary staff. Applicants sign in on the applicant site.';

export function SignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { trigger: login } = useLogin();
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onValid = async (values: LoginValues) => {
    let session: Session;
    try {
      session = await login(values);
    } catch (error) {
      setError('root.server', { message: (error as Error).message });
      return;
    }
    if (!isStaffRole(session.role)) {
      setError('root.server', { message: NOT_STAFF_MESSAGE });
      return;
    }
    saveSession(session);
    const from = (location.state as RedirectState)?.from;
    navigate(from ? `${from.pathname}${from.search}${from.hash}` : '/admindashboard', { replace: true });
  };

  const onInvalid = () => {
    if (loginGate(getValues()) === LOGIN_EMPTY_MESSAGE) {
      setError('root.empty', { message: LOGIN_EMPTY_MESSAGE });
    }
  };

  const formError = errors.root?.server?.message ?? errors.root?.empty?.message;

  return (
    <Form label="Staff sign-in" onSubmit={handleSubmit(onValid, onInvalid)}>
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
      </div>
    </Form>
  );
}
