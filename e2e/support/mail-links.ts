import type { APIRequestContext } from '@playwright/test';
import { E2E } from './e2e-env';
import { cmsAdminHeaders } from './cms-admin';

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

const LINK_TOKENS = '/content-manager/collection-types/api::messaging.link-token';

/** Makes an e-mailed link's token expire now, the way an editor could in the Strapi admin panel. */
export const expireLink = async (request: APIRequestContext, path: string) => {
  const token = path.split('/').pop() ?? '';
  const { jti } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const headers = await cmsAdminHeaders(request);
  const list = await request.get(`${E2E.cmsUrl}${LINK_TOKENS}?filters[jti][$eq]=${encodeURIComponent(jti)}`, { headers });
  const row = (await list.json()).results[0];
  const saved = await request.put(`${E2E.cmsUrl}${LINK_TOKENS}/${row.documentId}`, {
    headers,
    data: { expires_at: new Date(Date.now() - 60_000).toISOString() },
  });
  if (!saved.ok()) throw new Error(`Expiring the link failed: ${saved.status()} ${await saved.text()}`);
};
