export type UploadMessage = {
  /** "{file} uploaded successfully." or "{file} failed to upload" */
  text: string;
  isUploaded: boolean;
  /** Why a file failed, and so what to do about it. */
  reason?: string;
};

type UploadMessagesProps = {
  messages: UploadMessage[];
  label?: string;
};

/** One line per file sent, success or failure with its reason, read out as they arrive. */
export function UploadMessages({ messages, label = 'Upload results' }: UploadMessagesProps) {
  return (
    <ul className="upload-messages" aria-label={label} aria-live="polite">
      {messages.map((message, index) => (
        <li key={`${index}-${message.text}`} className={message.isUploaded ? 'is-uploaded' : 'is-failed'}>
          <span aria-hidden="true">{message.isUploaded ? '✓ ' : '✗ '}</span>
          {message.text}
          {message.reason && <span className="upload-message-reason">: {message.reason}</span>}
        </li>
      ))}
    </ul>
  );
}
