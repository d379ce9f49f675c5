/** A class attribute from the parts that apply: `classNames('btn', isLoading && 'is-loading', className)`. */
export const classNames = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' ');
