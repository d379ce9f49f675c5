// An SMTP sink (maildev, as `npm start` uses) for the cms a benchmark starts, so the e-mails a
// journey sends (registration, submission) really go out and are counted.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const startSmtpSink = async (port = 1526) => {
  const MailDev = require('maildev');
  const maildev = new MailDev({ smtp: port, disableWeb: true, silent: true, mailDirectory: undefined });
  let received = 0;
  maildev.on('new', () => {
    received += 1;
  });
  await new Promise((resolve, reject) => maildev.listen((error) => (error ? reject(error) : resolve())));
  return {
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) },
    received: () => received,
    stop: () => new Promise((resolve) => maildev.close(() => resolve())),
  };
};
