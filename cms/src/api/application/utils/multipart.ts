// Multipart requests as the body parser leaves them: text fields may repeat (then they are
// arrays) and each file field holds one file or several.

export const textField = (ctx: any, name: string): unknown => {
  const value = ctx.request.body?.[name];
  return Array.isArray(value) ? value[0] : value;
};

export const filesOf = (ctx: any): Record<string, unknown[]> =>
  Object.fromEntries(Object.entries(ctx.request.files ?? {}).map(([field, files]) => [field, [files].flat()]));

export const firstFile = (ctx: any, name: string): unknown => filesOf(ctx)[name]?.[0];
