import type { DocumentCode } from '@bursary/domain/options/document-kinds';
import { parseRecipients } from '@bursary/domain/recipients';
import { documentsRequestSchema } from '@bursary/domain/schemas/documents-request';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { useState } from 'react';
import { DocumentPicker } from './document-picker';
import { EmailForm, type EmailPayload } from './email-form';
import { howMany, reachOf } from './reach';
import { countDocumentsRequest, useSendDocumentsRequest, type DocumentsRequestPayload } from './send-documents-request';

export type DocumentsAudience =
  | { kind: 'applicant'; applicantId: number; email: string; isEmailLocked?: boolean }
  | { kind: 'emails' }
  | { kind: 'all_accepted' };

const ALL_ACCEPTED_SCHEMA = documentsRequestSchema.omit(['to']);
const TO_HINT = 'Separate several addresses with semicolons (;).';

const contextOf = (audience: DocumentsAudience) => {
  if (audience.kind === 'applicant') return { applicant_id: audience.applicantId };
  if (audience.kind === 'all_accepted') return { all_accepted: true };
  return {};
};

// Whom the request reaches, in the confirmation's words; the server counts them and names the year.
const whoOf = (audience: DocumentsAudience, payload: EmailPayload) => (count: number, year: number) => {
  if (audience.kind === 'all_accepted') return `${howMany(count, 'accepted applicant')} of ${year}`;
  if (audience.kind === 'emails') return `${howMany(count, 'applicant')} of ${year}, found by their e-mail addresses`;
  return `${howMany(count, 'applicant')} of ${year}, at ${parseRecipients(String(payload.to ?? '')).join(', ')}`;
};

const reachOfRequest = (audience: DocumentsAudience) => async (payload: EmailPayload) =>
  reachOf(await countDocumentsRequest(payload as DocumentsRequestPayload), whoOf(audience, payload));

/** A documents request (the documents picker and the e-mail form) to one applicant, to e-mails, or to all accepted. */
export function DocumentsRequestForm({ audience }: { audience: DocumentsAudience }) {
  const portal = usePortalContent();
  const [codes, setCodes] = useState<DocumentCode[]>([]);
  const { trigger } = useSendDocumentsRequest();

  if (!portal.data) return <NotLoaded results={[portal]} errorTitle="We could not load the portal's settings" />;

  return (
    <EmailForm
      purpose="Documents request"
      schema={audience.kind === 'all_accepted' ? ALL_ACCEPTED_SCHEMA : documentsRequestSchema}
      recipient={
        audience.kind === 'all_accepted'
          ? null
          : {
              name: 'to',
              label: 'To',
              hint: audience.kind === 'applicant' && audience.isEmailLocked ? undefined : TO_HINT,
              value: audience.kind === 'applicant' ? audience.email : undefined,
              isLocked: audience.kind === 'applicant' && audience.isEmailLocked,
            }
      }
      defaultSubject={`Request for outstanding documents ${portal.data.settings.cycle_year}`}
      extra={{ field: codes }}
      context={contextOf(audience)}
      reach={reachOfRequest(audience)}
      send={trigger}
    >
      {(problems) => <DocumentPicker value={codes} onChange={setCodes} error={problems.field} />}
    </EmailForm>
  );
}
