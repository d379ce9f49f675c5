import type { SendLateApplicationRequestRequest } from '@bursary/domain/back-office-api';
import { lateApplicationSchema } from '@bursary/domain/schemas/late-application';
import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { EmailForm, type EmailPayload } from '@/components/email-form/email-form';
import { useSendLateApplicationRequest } from '../api/send-late-application-request';

/** An invitation to register and apply after the closing date (back-office spec §5, Late application form). */
export function LateApplicationView() {
  const portal = usePortalContent();
  const { trigger } = useSendLateApplicationRequest();

  if (!portal.data) return <NotLoaded results={[portal]} errorTitle="We could not load the portal's settings" />;

  return (
    <section className="panel" aria-label="Late application request">
      <EmailForm
        purpose="Late application request"
        schema={lateApplicationSchema}
        recipient={{
          name: 'email',
          label: 'Email',
          hint: "The student's address: the e-mailed link lets them register with it after the closing date.",
        }}
        defaultSubject={`Invitation to apply for the ${portal.data.settings.cycle_year} Zakah Bursary`}
        reach={(payload: EmailPayload) => ({ count: 1, who: `one person, ${String(payload.email)}` })}
        send={(payload: EmailPayload) => trigger(payload as SendLateApplicationRequestRequest)}
      />
    </section>
  );
}
