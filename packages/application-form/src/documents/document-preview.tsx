import { useEffect, useState } from 'react';
import type { StoredFileSummary } from '@bursary/domain/api-types';

/** A stored file as the cms lists it (the contract's StoredFileSummary). */
export type UploadedFile = StoredFileSummary;

type DocumentPreviewProps<F extends string> = {
  field: F;
  file: UploadedFile;
  /** Kept stable by the caller (useCallback): a new function fetches the file again. */
  loadPreview: (field: F, file: UploadedFile) => Promise<Blob>;
};

type PreviewState = { url: string } | { error: string } | null;

/** The file fetched with the sign-in token and shown from a blob URL: images inline, PDFs in a frame. */
export function DocumentPreview<F extends string>({ field, file, loadPreview }: DocumentPreviewProps<F>) {
  const [state, setState] = useState<PreviewState>(null);

  useEffect(() => {
    let url: string | null = null;
    let isCurrent = true;
    loadPreview(field, file)
      .then((blob) => {
        if (!isCurrent) return;
        url = URL.createObjectURL(blob);
        setState({ url });
      })
      .catch((error: Error) => {
        if (isCurrent) setState({ error: `We could not show ${file.original_name}. ${error.message}` });
      });
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [loadPreview, field, file]);

  if (!state) return <p role="status">Loading preview...</p>;
  if ('error' in state) return <p className="file-upload-error">{state.error}</p>;

  const title = `Preview of ${file.original_name}`;
  return (
    <div className="document-preview">
      {file.mime.startsWith('image/') ? (
        <img src={state.url} alt={title} />
      ) : (
        <iframe src={state.url} title={title} className="document-preview-frame" />
      )}
      {/* Phone browsers do not show PDFs inside a page; their own viewer opens this link. */}
      <a href={state.url} target="_blank" rel="noopener">
        Open {file.original_name}
      </a>
    </div>
  );
}
