import type { SendGeneralEmailsRequest } from '@bursary/domain/back-office-api';
import { parseRecipients } from '@bursary/domain/recipients';
import { generalEmailSchema } from '@bursary/domain/schemas/general-email';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { EmailForm, type EmailPayload } from '@/components/email-form/email-form';
import { howMany, type Reach } from '@/components/email-form/reach';
import { useSendGeneralEmails } from '../api/send-general-emails';

// One message per address, as the server sends them.
const reachOf = (payload: EmailPayload): Reach => {
  const count = parseRecipients(String(payload.to ?? '')).length;
  return { count, who: `${howMany(count, 'address', 'addresses')}, one e-mail each` };
};

/** An e-mail to any addresses (back-office spec §5), in the portal's general e-mail frame. */
export function GeneralEmailView() {
  const portal = usePortalContent();
  const { trigger } = useSendGeneralEmails();

  if (!portal.data) return <NotLoaded results={[portal]} errorTitle="We could not load the portal's settings" />;

  return (
    <section className="panel" aria-label="General e-mail">
      <EmailForm
        purpose="General email"
        schema={generalEmailSchema}
        recipient={{ name: 'to', label: 'To', hint: 'Separate several addresses with semicolons (;). They all get the same e-mail.' }}
        defaultSubject={`Zakah Bursary Programme ${portal.data.settings.cycle_year}`}
        reach={reachOf}
        send={(payload: EmailPayload) => trigger(payload as SendGeneralEmailsRequest)}
      />
    </section>
  );
}
