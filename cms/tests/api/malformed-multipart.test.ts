import net from 'node:net';
import { authorised, registerApplicant } from '../support/applicants';

// A multipart part whose filename holds CR/LF used to stall the body parser: no answer at all, the
// socket open for minutes, on any path and without signing in. Sent over a raw socket, as an
// attacker would, it now gets a 400 at once.
const BOUNDARY = 'bursary-boundary';

const rawMultipart = (path: string, filename: string, headers: Record<string, string> = {}) => {
  const body = [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="file"; filename="${filename}"`,
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4 a document',
    `--${BOUNDARY}--`,
    '',
  ].join('\r\n');
  const head = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Forwarded-For: 10.250.0.1',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return `${head}\r\n\r\n${body}`;
};

// The status line the server answered with, and how long it took; null when nothing came within the wait.
const send = (raw: string, waitMs = 5000) =>
  new Promise<{ statusLine: string | null; ms: number }>((resolve) => {
    const { hostname, port } = new URL(process.env.CMS_TEST_URL!);
    const started = Date.now();
    let received = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(raw));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ statusLine: null, ms: Date.now() - started });
    }, waitMs);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ statusLine: received.split('\r\n')[0] || null, ms: Date.now() - started });
    });
    socket.on('error', () => undefined);
  });

describe('[SECURITY][MULTIPART]: malformed part headers', () => {
  const PATHS = ['/api/updateapplicationfiles', '/api/uploadrequesteddocs', '/api/submitresults', '/api/portal-content', '/api/no-such-route', '/upload'];

  it.each(PATHS)('a CR/LF inside a filename sent anonymously to %s gets a 400 at once', async (path) => {
    const { statusLine, ms } = await send(rawMultipart(path, 'a\r\nX: 1\r\n.pdf'));
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(ms).toBeLessThan(2000);
  });

  it('so does one sent by a signed-in applicant to the document upload', async () => {
    const applicant = await registerApplicant();
    const { statusLine } = await send(rawMultipart('/api/updateapplicationfiles', 'id\r\n.pdf', authorised(applicant)));
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
  });

  it('a well-formed multipart request is still read (the route answers on its own terms)', async () => {
    const { statusLine } = await send(rawMultipart('/api/updateapplicationfiles', 'id.pdf'));
    expect(statusLine).toBe('HTTP/1.1 401 Unauthorized');
  });
});
