import { PERSONAL_DATA_TYPES } from '../utils/content-access';

const REFUSED = "Applicants' personal data and the portal's records are not available in the admin panel. Staff read them in the back office.";

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const namesPersonalData = (text: string) => PERSONAL_DATA_TYPES.some((uid) => text.includes(uid));

// The Strapi admin panel's own APIs (content manager, releases, history, uploads and the rest)
// refuse any request that names a personal-data content type, in its path, query or body, for
// every role, a super admin too: applicants' ID numbers, race, religion and incomes, the access
// log, sessions and link tokens are read and changed only through the portal's API, which checks
// who asks and logs it. The portal's own /api routes are not touched here.
export default () => async (ctx: any, next: () => Promise<void>) => {
  if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/uploads/')) return next();
  const body = ctx.request.body;
  const bodyText = body && typeof body === 'object' ? JSON.stringify(body) : '';
  if (namesPersonalData(decoded(ctx.url)) || namesPersonalData(bodyText)) {
    ctx.status = 403;
    // The admin panel's own error shape, so it shows the message.
    ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: REFUSED, details: {} } };
    return;
  }
  await next();
};
