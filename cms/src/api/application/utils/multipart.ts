// Multipart requests as the body parser leaves them: text fields may repeat (then they are
// arrays) and each file field holds one file or several.

export const textField = (ctx: any, name: string): unknown => {
  const value = ctx.request.body?.[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The request's files by field; `also` adds files that came another way (held resumable uploads) after a field's parts. */
export const filesOf = (ctx: any, also: Record<string, unknown[]> = {}): Record<string, unknown[]> => {
  const parts: Record<string, unknown[]> = Object.fromEntries(Object.entries(ctx.request.files ?? {}).map(([field, files]) => [field, [files].flat()]));
  for (const [field, files] of Object.entries(also)) parts[field] = [...(parts[field] ?? []), ...files];
  return parts;
};

export const firstFile = (ctx: any, name: string): unknown => filesOf(ctx)[name]?.[0];
