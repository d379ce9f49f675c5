import { DownloadButton } from '@bursary/web-ui/components/download-button';

/** POPIA's right of access: everything the portal holds about the applicant, in one download. */
export function MyData() {
  return (
    <section className="panel" aria-labelledby="my-data-title">
      <h2 id="my-data-title">Your data</h2>
      <p>
        Download everything this portal holds about you: your details, your applications and what the bursary office
        recorded about them, the e-mails we sent you, your sign-ins, and your uploaded documents, in one zip file.
      </p>
      <DownloadButton path="/api/mydata" label="Download all my data" fallbackName="my-bursary-data.zip" />
    </section>
  );
}
