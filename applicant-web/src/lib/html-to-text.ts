/** Plain text of an html fragment, for places that only take text (labels). DOMParser documents are inert. */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
