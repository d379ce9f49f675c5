import Button, { type ButtonProps } from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useId, useState } from 'react';
import { downloadFile } from '../transfer';

type DownloadButtonProps = {
  /** The API path that answers with the file. */
  path: string;
  /** The button's text, e.g. "Download congratulations letter". */
  label: string;
  /** The name to save under when the server does not give one. */
  fallbackName: string;
  type?: ButtonProps['type'];
};

type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; percent: number }
  | { status: 'saved'; fileName: string }
  | { status: 'failed'; message: string };

/** Downloads a file with "Downloading..." and its progress, then names what was saved, or says what went wrong and what to do. */
export function DownloadButton({ path, label, fallbackName, type = 'default' }: DownloadButtonProps) {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const statusId = useId();
  const isDownloading = state.status === 'downloading';

  const onClick = async () => {
    setState({ status: 'downloading', percent: 0 });
    try {
      const fileName = await downloadFile(path, {
        fallbackName,
        onProgress: ({ percent }) => setState({ status: 'downloading', percent }),
      });
      setState({ status: 'saved', fileName });
    } catch (error) {
      setState({ status: 'failed', message: (error as Error).message });
    }
  };

  return (
    <div className="download-button">
      <Button
        type={type}
        loading={isDownloading}
        aria-describedby={statusId}
        onClick={onClick}
      >
        {isDownloading ? 'Downloading...' : label}
      </Button>
      <div id={statusId} className="download-status" aria-live="polite">
        {isDownloading && state.percent > 0 && (
          <Progress percent={state.percent} size="small" aria-label={`${label} progress`} />
        )}
        {state.status === 'saved' && <p className="download-saved">Saved as {state.fileName}.</p>}
        {state.status === 'failed' && (
          <p className="download-error" role="alert">
            {label} failed. {state.message} Press the button to try again; if it keeps failing, contact the bursary
            office.
          </p>
        )}
      </div>
    </div>
  );
}
