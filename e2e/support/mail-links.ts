import { E2E } from './e2e-env';
import { withPortalDatabase } from './portal-database';

type InboxMail = { subject: string; text: string; to: { address: string }[] };

/**
 * The path (e.g. /docsupload/{token}) of a link to `page` in an e-mail to `to`, skipping the paths in `except`
 * (links of earlier e-mails). The portal writes its own public address into links; the test's site is the same app.
 */
export const waitForLinkPath = async (to: string, page: 'docsupload' | 'uploadresults', except: string[] = [], timeoutMs = 15_000) => {
  const pattern = new RegExp(`https?://[^\\s"'<>]+(/${page}/[\\w.-]+)`, 'g');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails: InboxMail[] = await (await fetch(`${E2E.inboxUrl}/email`)).json();
    const paths = mails
      .filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()))
      .flatMap((mail) => [...(mail.text ?? '').matchAll(pattern)].map((match) => match[1]));
    const path = paths.find((candidate) => !except.includes(candidate));
    if (path) return path;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No e-mail to ${to} with a new /${page}/ link arrived within ${timeoutMs / 1000} s`);
};

/**
 * Makes an e-mailed link's token expire now, as an hour passing would. Nobody can do that through
 * the portal or the admin panel (link tokens are personal data there), so the row is changed in
 * the e2e portal's database.
 */
export const expireLink = (path: string) => {
  const token = path.split('/').pop() ?? '';
  const { jti } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  withPortalDatabase((database) => {
    const { changes } = database.prepare('update link_tokens set expires_at = ? where jti = ?').run(Date.now() - 60_000, jti);
    if (changes !== 1) throw new Error(`No link token ${jti} to expire`);
  });
};
