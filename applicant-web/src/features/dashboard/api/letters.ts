// GET /api/downloadcongratulationsletter, /api/downloadpledgeletter, /api/downloadconsentform and
// /api/downloaddeclineletter: PDF blobs, each asked for by applicant_id as the pledge letter is.
import type { DownloadPledgeLetterQuery } from '@bursary/domain/api-types';
import { withQuery } from '@bursary/web-ui/api-client';

export type LetterKind = 'congratulations' | 'pledge' | 'consent' | 'decline';

const LETTERS: Record<LetterKind, { endpoint: string; label: string; fallbackName: string }> = {
  congratulations: {
    endpoint: '/api/downloadcongratulationsletter',
    label: 'Download congratulations letter',
    fallbackName: 'congratulations-letter.pdf',
  },
  pledge: { endpoint: '/api/downloadpledgeletter', label: 'Download pledge letter', fallbackName: 'pledge-letter.pdf' },
  consent: { endpoint: '/api/downloadconsentform', label: 'Download consent form', fallbackName: 'consent-form.pdf' },
  decline: { endpoint: '/api/downloaddeclineletter', label: 'Download letter', fallbackName: 'outcome-letter.pdf' },
};

export function letterDownload(kind: LetterKind, applicantId: number) {
  const { endpoint, label, fallbackName } = LETTERS[kind];
  const query: DownloadPledgeLetterQuery = { applicant_id: applicantId };
  return { path: withQuery(endpoint, query), label, fallbackName };
}
