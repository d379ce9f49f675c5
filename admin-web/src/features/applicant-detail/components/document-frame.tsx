import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import type { ListedFile } from '@bursary/domain/back-office-api';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import { Button } from 'antd';
import { useRef } from 'react';
import { useApplicantFileUrl } from '../api/get-applicant-file';
import { useFocusKeptFromViewer } from '../use-focus-kept-from-viewer';

type DocumentFrameProps = {
  applicationId: number;
  file: ListedFile;
  /** e.g. "ID Document", named in the frame's title */
  kindName: string;
};

// The file goes into a hidden frame of its own, so the browser prints the document rather than the page.
function printDocument(url: string) {
  const frame = document.createElement('iframe');
  frame.className = 'print-frame';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.src = url;
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    // print() may return before the dialog closes in some browsers, so the frame stays a while.
    setTimeout(() => frame.remove(), 60_000);
  };
  document.body.append(frame);
}

/** One stored file fetched with the sign-in token: images inline, PDFs in a frame, with Print and Open. */
export function DocumentFrame({ applicationId, file, kindName }: DocumentFrameProps) {
  const result = useApplicantFileUrl(applicationId, file.id);
  const url = result.data;
  const viewer = useRef<HTMLIFrameElement>(null);
  useFocusKeptFromViewer(viewer, url);

  if (result.error) {
    return (
      <ErrorState
        title={`We could not load ${file.original_name}`}
        message={result.error.message}
        onRetry={() => void result.mutate()}
      />
    );
  }
  if (!url) return <LoadingState label={`Loading ${file.original_name}...`} />;

  const title = `${kindName}: ${file.original_name}`;
  return (
    <figure className="document-frame">
      {file.mime.startsWith('image/') ? (
        <img src={url} alt={title} />
      ) : (
        <iframe ref={viewer} src={url} title={title} className="document-frame-viewer" />
      )}
      <figcaption className="document-frame-actions">
        <Button icon={<PrinterOutlined aria-hidden />} onClick={() => printDocument(url)}>
          Print {file.original_name}
        </Button>
        {/* Phone browsers do not show PDFs inside a page; their own viewer opens (and prints) this link. */}
        <a href={url} target="_blank" rel="noopener">
          Open {file.original_name} in a new tab
        </a>
      </figcaption>
    </figure>
  );
}
