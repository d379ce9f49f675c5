import type { Core } from '@strapi/strapi';
import { ApiError } from '../utils/api-error';

const FALLBACKS: Record<number, string> = {
  400: 'The request could not be read. Check what you entered and try again.',
  401: 'Please sign in to continue.',
  403: 'You do not have access to this.',
  404: 'Not found.',
  405: 'This action is not allowed here.',
  413: 'What you sent is too large.',
  415: 'This kind of content is not accepted.',
  429: 'Too many attempts. Please wait a minute and try again.',
};
const SERVER_ERROR = 'Something went wrong on our side. Please try again in a few minutes.';
const GENERIC_MESSAGES = /^(Bad Request|Unauthorized|Forbidden|Not Found|Method Not Allowed|Policy Failed|Internal Server Error)$/;

const messageFor = (status: number, message: unknown) => {
  if (status >= 500) return SERVER_ERROR;
  if (typeof message !== 'string' || !message || GENERIC_MESSAGES.test(message)) return FALLBACKS[status] ?? SERVER_ERROR;
  return message;
};

// Every /api answer that is an error has one shape, `{ "error": "<message>" }`, whatever raised
// it: a controller or policy (ApiError), Strapi (its error classes or its `{ data, error }` bodies),
// the body parser (malformed JSON, too large), or no route at all. Sits just inside strapi::errors.
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: any, next: () => Promise<void>) => {
    if (!ctx.path.startsWith('/api/')) return next();

    try {
      await next();
    } catch (error: any) {
      const status = error instanceof ApiError ? error.status : Number(error?.status ?? error?.statusCode) || 500;
      if (status >= 500) strapi.log.error(error);
      ctx.status = status;
      ctx.body = { error: messageFor(status, error?.message), ...(error instanceof ApiError ? error.extra : {}) };
      return;
    }

    if (!ctx.response._explicitStatus) {
      ctx.status = 404;
      ctx.body = { error: FALLBACKS[404] };
      return;
    }
    if (ctx.status < 400 || typeof ctx.body?.error === 'string') return;
    const status = ctx.status;
    ctx.body = { error: messageFor(status, ctx.body?.error?.message) };
    ctx.status = status;
  };
