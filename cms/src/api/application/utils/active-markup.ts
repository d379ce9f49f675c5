import fs from 'node:fs/promises';

// Tags that make a page run or embed something. A real PDF or image never holds them as plain
// text (its text and pictures are encoded or compressed), while a polyglot (a PDF or image that
// is also a web page) must: a browser that ever rendered it as HTML or SVG would run it.
const ACTIVE_MARKUP = /<(?:script|html|body|iframe|svg|object|embed)[\s/>]/i;

/** Whether an upload (already judged a PDF or image by its first bytes) also carries a web page. */
export const hasActiveMarkup = async (filepath: string) => ACTIVE_MARKUP.test((await fs.readFile(filepath)).toString('latin1'));
