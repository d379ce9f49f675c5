import Alert from 'antd/es/alert';

type FormErrorAlertProps = {
  /** what the cms said, or the form's own reason */
  message: string | undefined;
  /** what to do now, when the form keeps what was typed: "Your comment is still in the box: press Save Comment again." */
  whatNow?: string;
};

/** A form's error that belongs to no field (the cms refused, the network failed), read out at once. */
export function FormErrorAlert({ message, whatNow }: FormErrorAlertProps) {
  if (!message) return null;
  return <Alert className="form-alert" type="error" showIcon role="alert" title={message} description={whatNow} />;
}
