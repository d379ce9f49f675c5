import { INVITE_REVIEWER_MESSAGES, inviteReviewerSchema, type InviteReviewerValues } from '@bursary/domain/schemas/reviewer-invitation';
import { ApiError } from '@bursary/web-ui/api-client';
import { Form } from '@bursary/web-ui/components/form/form';
import { TextField } from '@bursary/web-ui/components/form/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { inviteReviewer } from '../api/invite-reviewer';
import { FormErrorAlert } from '../../../components/form-error-alert';

const EMPTY: InviteReviewerValues = { email: '', first_name: '', last_name: '' };

// The cms checks with the same schema: its message for a field goes back under that field.
const FIELD_MESSAGES: Record<keyof InviteReviewerValues, string[]> = {
  email: [INVITE_REVIEWER_MESSAGES.emailRequired, INVITE_REVIEWER_MESSAGES.emailInvalid],
  first_name: [INVITE_REVIEWER_MESSAGES.firstNameRequired],
  last_name: [INVITE_REVIEWER_MESSAGES.lastNameRequired],
};

const fieldOf = (error: unknown): keyof InviteReviewerValues | null => {
  if (!(error instanceof ApiError)) return null;
  // 409: the address already has an account on the portal.
  if (error.status === 409) return 'email';
  const found = Object.entries(FIELD_MESSAGES).find(([, messages]) => messages.includes(error.message));
  return found ? (found[0] as keyof InviteReviewerValues) : null;
};

/** Invite a reviewer: their e-mail and name; the cms e-mails them a link to choose a password (it expires). */
export function InviteReviewerForm({ onInvited }: { onInvited: () => void }) {
  const [sent, setSent] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteReviewerValues>({ resolver: yupResolver(inviteReviewerSchema), defaultValues: EMPTY });

  const onValid = async (values: InviteReviewerValues) => {
    setSent(null);
    try {
      const answer = await inviteReviewer(values);
      reset(EMPTY);
      setSent(answer.message);
      onInvited();
    } catch (error) {
      const message = (error as Error).message;
      const field = fieldOf(error);
      setError(field ?? 'root.server', { message }, { shouldFocus: field !== null });
    }
  };

  return (
    <Form label="Invite a reviewer" onSubmit={handleSubmit(onValid)}>
      <FormErrorAlert message={errors.root?.server?.message} whatNow="Nothing was sent. The details are still in the form: press Send invitation again." />
      <div className="invite-reviewer-fields">
        <TextField control={control} name="email" label="E-mail" type="email" autoComplete="off" inputMode="email" isRequired />
        <TextField control={control} name="first_name" label="First name" autoComplete="off" isRequired />
        <TextField control={control} name="last_name" label="Last name" autoComplete="off" isRequired />
      </div>
      {sent && <Alert className="form-alert" type="success" showIcon role="status" title={sent} />}
      <div className="actions">
        <Button type="primary" htmlType="submit" loading={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
    </Form>
  );
}
