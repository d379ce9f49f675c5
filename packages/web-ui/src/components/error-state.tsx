import { Alert } from './ui/alert';
import { Button } from './ui/button';

type ErrorStateProps = {
  title: string;
  message: string;
  onRetry: () => void;
};

export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={
        <>
          <p>{message}</p>
          <Button onClick={onRetry}>Try again</Button>
        </>
      }
    />
  );
}
