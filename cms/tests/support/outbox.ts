import { db } from './database';
import { receivedMails } from './mailbox';

// Until the portal's outbox holds no message waiting to go (e-mails queued by earlier steps, such as
// a submission's confirmation, are sent by the worker a moment after the call that queued them).
export const waitForOutboxEmpty = async (timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ count }] = await db()('email_logs').where({ delivery_status: 'queued' }).count({ count: '*' });
    if (Number(count) === 0) return;
    if (Date.now() > deadline) throw new Error(`${count} e-mails were still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

// The messages the SMTP server receives while `send` runs, once what earlier steps queued has gone
// (nothing else sends meanwhile: the suite runs in band).
export const mailsDuring = async (send: () => Promise<unknown>) => {
  await waitForOutboxEmpty();
  const before = receivedMails().length;
  await send();
  return receivedMails().slice(before);
};
