import { officeDateTime } from '@bursary/domain/office-time';
import { reviewerName, type ReviewerInvitation } from '@bursary/domain/reviewers';
import { PASSWORD_MESSAGES } from '@bursary/domain/schemas/password';
import { resetPasswordSchema, type ResetPasswordValues } from '@bursary/domain/schemas/reset-password';
import { ApiError } from '@bursary/web-ui/api-client';
import { DetailsList } from '@bursary/web-ui/components/details-list';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { Form } from '@bursary/web-ui/components/form/form';
import { NewPasswordField } from '@bursary/web-ui/components/form/new-password-field';
import { TextField } from '@bursary/web-ui/components/form/text-field';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { Alert } from '@bursary/web-ui/components/ui/alert';
import { Button } from '@bursary/web-ui/components/ui/button';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { acceptReviewerInvitation, useReviewerInvitation } from '../api/reviewer-invitation';
import './reviewers.css';
import { FormErrorAlert } from '../../../components/form-error-alert';

const ASK_AGAIN = 'Ask the bursary office for a new invitation.';

// A refusal of the password itself belongs under the field it is about.
const fieldOfMessage = (message: string): keyof ResetPasswordValues | null => {
  if (message === PASSWORD_MESSAGES.confirmRequired || message === PASSWORD_MESSAGES.mismatch) return 're_password';
  return (Object.values(PASSWORD_MESSAGES) as string[]).includes(message) ? 'password' : null;
};

function LinkNotWorking({ message }: { message: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={message}
      description={
        <>
          <p>{ASK_AGAIN} The new e-mail's link works for a while; use it soon.</p>
          <p>
            Already have a reviewer account? <Link to="/signin">Go to sign in</Link>
          </p>
        </>
      }
    />
  );
}

type PasswordFormProps = { token: string; invitation: ReviewerInvitation; onAccepted: (message: string) => void; onLinkRefused: (message: string) => void };

function ChoosePasswordForm({ token, invitation, onAccepted, onLinkRefused }: PasswordFormProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: yupResolver(resetPasswordSchema), defaultValues: { password: '', re_password: '' } });

  const onValid = async (values: ResetPasswordValues) => {
    try {
      onAccepted((await acceptReviewerInvitation(token, values)).message);
    } catch (error) {
      const message = (error as Error).message;
      const field = fieldOfMessage(message);
      if (field) setError(field, { message }, { shouldFocus: true });
      else if (error instanceof ApiError && error.status === 400) onLinkRefused(message);
      else setError('root.server', { message });
    }
  };

  return (
    <Form label="Choose your password" onSubmit={handleSubmit(onValid)}>
      <div className="invitation-facts">
        <DetailsList
          items={[
            { label: 'Name', value: reviewerName(invitation) },
            { label: 'E-mail (you sign in with it)', value: invitation.email },
            { label: 'This link works until', value: `${officeDateTime(invitation.expires_at)} (South African time)` },
          ]}
        />
      </div>
      <FormErrorAlert message={errors.root?.server?.message} />
      <NewPasswordField control={control} name="password" label="Password" />
      <TextField control={control} name="re_password" label="Confirm password" type="password" autoComplete="new-password" isRequired />
      <div className="actions">
        <Button type="primary" htmlType="submit" loading={isSubmitting}>
          Create my reviewer account
        </Button>
      </div>
    </Form>
  );
}

/**
 * The page a reviewer's invitation e-mail links to: who is invited and until when the link works,
 * then a password and its confirmation; the account is made, and they go to sign in.
 */
export function AcceptInvitation({ token }: { token: string | null }) {
  const invitation = useReviewerInvitation(token);
  const [accepted, setAccepted] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  if (accepted) {
    return <Alert type="success" showIcon role="status" title={accepted} description={<Link to="/signin">Go to sign in</Link>} />;
  }
  if (!token) return <LinkNotWorking message="This link has no invitation in it. Check that you copied the whole link from the e-mail." />;
  if (refused) return <LinkNotWorking message={refused} />;
  if (invitation.error instanceof ApiError && invitation.error.status >= 400 && invitation.error.status < 500) {
    return <LinkNotWorking message={invitation.error.message} />;
  }
  if (invitation.error) {
    return <ErrorState title="We could not open your invitation" message={invitation.error.message} onRetry={() => void invitation.mutate()} />;
  }
  if (!invitation.data) return <LoadingState label="Opening your invitation..." />;

  return (
    <>
      <p>
        The bursary office invited you to review bursary applications. Choose a password for your reviewer account; you sign in
        with your e-mail address and this password.
      </p>
      <ChoosePasswordForm token={token} invitation={invitation.data} onAccepted={setAccepted} onLinkRefused={setRefused} />
    </>
  );
}
