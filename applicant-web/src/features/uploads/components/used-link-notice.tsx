import Alert from 'antd/es/alert';

/** A link that did its job: what the bursary office received through it, and whom to ask for a new one (the server's words). */
export function UsedLinkNotice({ message }: { message: string }) {
  return <Alert type="info" showIcon role="status" title="This link has already been used" description={message} />;
}
