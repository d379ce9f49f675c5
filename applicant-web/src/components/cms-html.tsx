type CmsHtmlProps = {
  html: string;
};

/** Editable text from the cms. The cms sanitises this html when it is saved and again when it is served. */
export function CmsHtml({ html }: CmsHtmlProps) {
  return <div className="cms-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
