// Every /api answer may carry personal data (applications, ID numbers, documents, letters,
// exports), so none is kept by a browser, a proxy or a shared phone: `Cache-Control: no-store`,
// unless the route says otherwise (the public landing content and option lists only).
export default () => async (ctx: any, next: () => Promise<void>) => {
  if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
  await next();
};
