/** A page the build prerendered (src/prerender/entry.tsx), as applicant-web/prerender-plugin.ts writes it out. */
export type PrerenderedPage = {
  /** The file in dist/ */
  file: string;
  /** The path it is served at (null: the shell of every other path). */
  path: string | null;
  /** hydrate: the app takes it over; static: the landing page, which needs no app; shell: drawn again by the app. */
  mode: 'hydrate' | 'static' | 'shell';
  html: string;
  /** The same page when applications are closed, if it differs. */
  closedHtml?: string;
};
