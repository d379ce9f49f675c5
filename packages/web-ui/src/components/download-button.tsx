import { fileSizeLabel } from '@bursary/domain/files';
import { Button, type ButtonProps } from './ui/button';
import { useId, useState } from 'react';
import { downloadFile } from '../transfer';
import { Progress } from './ui/progress';

type DownloadButtonProps = {
  /** The API path that answers with the file. */
  path: string;
  /** The button's text, e.g. "Download congratulations letter". */
  label: string;
  /** The name to save under when the server does not give one. */
  fallbackName: string;
  type?: ButtonProps['type'];
  /** e.g. while the choices the path is built from are not valid */
  disabled?: boolean;
};

type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; percent: number; loaded: number }
  | { status: 'saved'; fileName: string }
  | { status: 'failed'; message: string };

/** Downloads a file with "Downloading..." and its progress, then names what was saved, or says what went wrong and what to do. */
export function DownloadButton({ path, label, fallbackName, type = 'default', disabled = false }: DownloadButtonProps) {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const statusId = useId();
  const isDownloading = state.status === 'downloading';

  const onClick = async () => {
    setState({ status: 'downloading', percent: 0, loaded: 0 });
    try {
      const fileName = await downloadFile(path, {
        fallbackName,
        onProgress: ({ percent, loaded }) => setState({ status: 'downloading', percent, loaded }),
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
        disabled={disabled}
        aria-describedby={statusId}
        onClick={onClick}
      >
        {isDownloading ? 'Downloading...' : label}
      </Button>
      <div id={statusId} className="download-status" aria-live="polite">
        {isDownloading && state.percent > 0 && (
          <Progress percent={state.percent} size="small" aria-label={`${label} progress`} />
        )}
        {/* Zips streamed as they are made have no known length: then the bytes received show it is moving. */}
        {isDownloading && state.percent === 0 && state.loaded > 0 && (
          <p className="download-saved">{fileSizeLabel(state.loaded)} received</p>
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
