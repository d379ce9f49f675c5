import type { SendGeneralEmailsRequest } from '@bursary/domain/back-office-api';
import { generalEmailSchema } from '@bursary/domain/schemas/general-email';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { EmailForm, type EmailPayload } from '@/components/email-form/email-form';
import { useSendGeneralEmails } from '../api/send-general-emails';

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
        send={(payload: EmailPayload) => trigger(payload as SendGeneralEmailsRequest)}
      />
    </section>
  );
}
