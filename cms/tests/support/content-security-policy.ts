/** A Content-Security-Policy header as directive -> sources (shared with the e2e suite). */
export const policyOf = (header: string) =>
  Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  ) as Record<string, string[]>;
