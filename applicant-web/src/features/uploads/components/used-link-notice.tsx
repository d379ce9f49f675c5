import { Alert } from '@bursary/web-ui/components/ui/alert';

/** A link that did its job: what the bursary office received through it, and whom to ask for a new one (the server's words). */
export function UsedLinkNotice({ message }: { message: string }) {
  return <Alert type="success" showIcon role="status" title="We already have what this link asked for" description={message} />;
}
