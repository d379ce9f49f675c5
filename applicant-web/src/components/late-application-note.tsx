import { Alert } from '@bursary/web-ui/components/ui/alert';

type LateApplicationNoteProps = {
  /** When the invitation ends (ISO date and time). */
  until: string;
};

export const formatDeadline = (iso: string) =>
  new Date(iso).toLocaleString('en-ZA', { dateStyle: 'long', timeStyle: 'short' });

/** Said wherever an invited applicant applies after the closing date: until when they can. */
export function LateApplicationNote({ until }: LateApplicationNoteProps) {
  return (
    <Alert
      className="late-application-note"
      type="info"
      showIcon
      title="You are invited to apply after the closing date"
      description={`Complete and submit your application by ${formatDeadline(until)}.`}
    />
  );
}
