import type { Failure } from '@bursary/domain/back-office-api';
import { isEmail } from '@bursary/domain/recipients';
import { inPool } from './in-pool';

// Several e-mails at once, as many as the SMTP pool has connections (nodemailer's default, 5).
const CONCURRENCY = 5;

export const NO_VALID_EMAIL = 'This applicant has no valid e-mail address.';

/** How a send went: how many e-mails went out, and which failed and why. */
export type Delivery = { sent: number; failed: Failure[] };

/**
 * One e-mail per recipient, a few at a time, a page of recipients at a time; `send` answers its
 * failure or null. A recipient without a valid address fails without an attempt.
 */
export const mailEach = async <R extends { email: string }>(
  pages: AsyncIterable<R[]> | Iterable<R[]>,
  send: (recipient: R) => Promise<Failure | null>,
): Promise<Delivery> => {
  const delivery: Delivery = { sent: 0, failed: [] };
  for await (const page of pages) {
    const outcomes = await inPool(page, CONCURRENCY, (recipient) =>
      isEmail(recipient.email) ? send(recipient) : Promise.resolve({ email: recipient.email, error: NO_VALID_EMAIL }),
    );
    for (const failure of outcomes) {
      if (failure) delivery.failed.push(failure);
      else delivery.sent += 1;
    }
  }
  return delivery;
};
