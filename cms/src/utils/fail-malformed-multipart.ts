// formidable 2, which Strapi's body parser uses (through koa-body 6), stalls on a part whose headers
// it cannot read (a CR/LF inside filename="…"): its parser returns without calling back, so the
// request is never answered and the socket stays open for minutes, on any path, signed in or not.
// formidable 3 fails such a request; until Strapi moves to it, the parser here does the same, and
// the body parser's onError (config/middlewares.ts) answers it with a 400 at once.
type TransformCallback = (error?: Error | null) => void;
type Transform = (this: unknown, buffer: Buffer, encoding: BufferEncoding, done: TransformCallback) => unknown;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const MultipartParser: { prototype: { _transform: Transform; explain(): string } } = require('formidable/src/parsers/Multipart.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FormidableError, malformedMultipart } = require('formidable/src/FormidableError.js');

let isInstalled = false;

export const failMalformedMultipart = () => {
  if (isInstalled) return;
  isInstalled = true;
  const transform = MultipartParser.prototype._transform;
  MultipartParser.prototype._transform = function failingTransform(buffer, encoding, done) {
    let isDone = false;
    const result = transform.call(this, buffer, encoding, (error) => {
      isDone = true;
      done(error);
    });
    if (!isDone) {
      const explain = (this as { explain(): string }).explain();
      done(new FormidableError(`MultipartParser: malformed part headers (${explain})`, malformedMultipart, 400));
    }
    return result;
  };
};
