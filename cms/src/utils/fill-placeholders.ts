// Fills {{name}} placeholders by plain substitution: a template is text, never code.
// Unknown placeholders are left as they are so an editor sees the typo.
export const fillPlaceholders = (template: string, values: Record<string, string | number | null | undefined>) =>
  template.replace(/\{\{\s*([a-z_][a-z0-9_]*)\s*\}\}/gi, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
