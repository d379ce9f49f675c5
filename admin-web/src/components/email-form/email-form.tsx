import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { Form } from '@bursary/web-ui/components/form/form';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { SendOutcome, type EmailSent, type Outcome } from './send-outcome';
import { MessageField } from './message-field';
import type { Reach } from './reach';
import './email-form.css';

export type EmailPayload = Record<string, unknown>;
/** Problems with what the form sends besides the message itself (documents, period, applicants), by field name. */
type Problems = Record<string, string>;

type Draft = { to: string; cc: string; subject: string; body: string };
const DRAFT_FIELDS = ['to', 'cc', 'subject', 'body'] as const;

type Recipient = {
  /** The call's name for the address: "to", or "email" for a late-application invitation. */
  name: 'to' | 'email';
  label: string;
  hint?: string;
  /** Put into the field whenever it changes (an applicant picked in a search, the reviewed applicant). */
  value?: string;
  isLocked?: boolean;
};

type EmailFormProps = {
  /** What is sent, e.g. "Documents request": the form's name and the confirmation's question. */
  purpose: string;
  schema: AnyObjectSchema;
  /** null when the audience is chosen another way (all accepted applicants, picked applications). */
  recipient: Recipient | null;
  defaultSubject?: string;
  /** Checked with the message by the schema and sent with it: documents, results period, applications. */
  extra?: Record<string, unknown>;
  /** Sent as they are: applicant_id, all_accepted, accepted_only, ... */
  context?: Record<string, unknown>;
  /** Who the checked payload would reach (the server's count for a bulk send), named in the confirmation. */
  reach: (payload: EmailPayload) => Reach | Promise<Reach>;
  send: (payload: EmailPayload) => Promise<EmailSent>;
  /** The form's own controls above the message, told about their problems. */
  children?: (problems: Problems) => ReactNode;
};

const isDraftField = (path: string): path is keyof Draft => (DRAFT_FIELDS as readonly string[]).includes(path);

/** A checked payload waiting for its confirmation, with whom it would reach. */
type Pending = { payload: EmailPayload; reach: Reach };

/**
 * The back office's one e-mail form (back-office spec §5): recipients and CC checked before anything
 * is sent, a confirmation naming how many get which subject (nothing to confirm when nobody would),
 * "sending..." while it goes, then what the server said. Nothing typed is cleared, so after an error
 * staff fix what it says and send again.
 */
export function EmailForm({ purpose, schema, recipient, defaultSubject = '', extra = {}, context = {}, reach, send, children }: EmailFormProps) {
  const { control, handleSubmit, setError, clearErrors, setValue } = useForm<Draft>({
    defaultValues: { to: recipient?.value ?? '', cc: '', subject: defaultSubject, body: '' },
  });
  const [problems, setProblems] = useState<Problems>({});
  // Kept after the confirmation closes, so its words do not change while it fades.
  const [pending, setPending] = useState<Pending | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isCounting, setIsCounting] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const recipientValue = recipient?.value;

  useEffect(() => {
    if (recipientValue !== undefined) setValue('to', recipientValue, { shouldValidate: false });
  }, [recipientValue, setValue]);

  const onValid = async (draft: Draft) => {
    clearErrors();
    setOutcome(null);
    const address = recipient?.isLocked && recipient.value !== undefined ? recipient.value : draft.to;
    const candidate = {
      ...(recipient ? { [recipient.name]: address } : {}),
      cc: draft.cc,
      subject: draft.subject,
      body: draft.body,
      ...extra,
    };
    let payload: EmailPayload;
    try {
      payload = { ...(await schema.validate(candidate, { abortEarly: false, stripUnknown: true })), ...context };
      setProblems({});
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found: Problems = {};
      for (const problem of error.inner) {
        const path = (problem.path ?? '').replace(/\[\d+\]$/, '');
        const name = recipient && path === recipient.name ? 'to' : path;
        if (found[name] !== undefined) continue;
        found[name] = problem.message;
      }
      let isFocused = false;
      for (const [name, message] of Object.entries(found)) {
        if (!isDraftField(name)) continue;
        setError(name, { message }, { shouldFocus: !isFocused });
        isFocused = true;
      }
      setProblems(Object.fromEntries(Object.entries(found).filter(([name]) => !isDraftField(name))));
      return;
    }
    setIsCounting(true);
    try {
      setPending({ payload, reach: await reach(payload) });
      setIsConfirming(true);
    } catch (error) {
      setOutcome({ isSent: false, message: (error as Error).message });
    } finally {
      setIsCounting(false);
    }
  };

  const onConfirm = async () => {
    const payload = pending?.payload;
    setIsConfirming(false);
    if (!payload) return;
    setIsSending(true);
    try {
      setOutcome({ isSent: true, answer: await send(payload) });
    } catch (error) {
      setOutcome({ isSent: false, message: (error as Error).message });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Form label={purpose} onSubmit={handleSubmit(onValid)}>
      {children?.(problems)}
      {recipient && (
        <MessageField
          control={control}
          name="to"
          label={recipient.label}
          hint={recipient.hint}
          inputMode="email"
          isRequired
          isDisabled={recipient.isLocked}
        />
      )}
      <MessageField
        control={control}
        name="cc"
        label="CC"
        hint="Optional. Separate several addresses with semicolons (;)."
        inputMode="email"
      />
      <MessageField control={control} name="subject" label="Subject" isRequired />
      <MessageField control={control} name="body" label="Body" isRequired isMultiline />
      {outcome && <SendOutcome outcome={outcome} />}
      <div className="actions">
        {/* Not antd's loading prop: its spinner can outlast a quick send and keep "loading" in the button's name. */}
        <Button type="primary" htmlType="submit" icon={isSending || isCounting ? <LoadingOutlined /> : undefined} disabled={isSending || isCounting}>
          {isSending ? 'sending...' : isCounting ? 'counting...' : 'Send'}
        </Button>
      </div>
      <Modal
        open={isConfirming}
        title={`Do you want to send an email for ${purpose}?`}
        okText="Yes, send"
        cancelText="Cancel"
        onOk={onConfirm}
        onCancel={() => setIsConfirming(false)}
        // Nobody to send to: nothing to confirm, only to close.
        footer={pending?.reach.count === 0 ? [<Button key="close" onClick={() => setIsConfirming(false)}>Close</Button>] : undefined}
      >
        {pending && <ReachLines subject={String(pending.payload.subject ?? '')} reach={pending.reach} />}
      </Modal>
    </Form>
  );
}

/** The confirmation's words: which subject goes to how many of whom, or that nobody would get it. */
function ReachLines({ subject, reach }: { subject: string; reach: Reach }) {
  if (reach.count === 0) {
    return (
      <>
        <p className="confirm-reach">Nobody would receive &apos;{subject}&apos;, so there is nothing to send.</p>
        {reach.note && <p>{reach.note}</p>}
      </>
    );
  }
  return (
    <>
      <p className="confirm-reach">
        Send &apos;{subject}&apos; to {reach.who}?
      </p>
      {reach.note && <p>{reach.note}</p>}
      <p>Check the recipients, subject and message: an e-mail cannot be called back once it is sent.</p>
    </>
  );
}
