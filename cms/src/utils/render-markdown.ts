import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const ALLOWED = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li',
    'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

// Editors write Markdown in the Strapi admin; the apps receive safe HTML and ship no Markdown parser.
export const renderMarkdown = (markdown: string) =>
  sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }) as string, ALLOWED);
