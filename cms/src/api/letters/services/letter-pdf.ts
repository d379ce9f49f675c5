import PDFDocument from 'pdfkit';

export type LetterContent = {
  title: string;
  /** plain text from the letter template, placeholders already filled */
  body: string;
  date: string;
  /** the template places {{date}} itself, so the layout does not add it again */
  isDateInBody: boolean;
  recipient: { name: string; address: string[] };
};

type Doc = PDFKit.PDFDocument;

const FUND_NAME = 'Zakah Bursary';
const FUND_TAGLINE = 'Tertiary education bursary programme';

const GREEN = '#1d5c46';
const GOLD = '#c49a2c';
const INK = '#222222';
const MUTED = '#6b6b6b';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

const MARGINS = { top: 76, bottom: 72, left: 64, right: 64 };
const BODY_SIZE = 10.5;
const LINE_GAP = 2.5;
const PARAGRAPH_GAP = 9;
const BLANK_LINE_GAP = 10;
const LIST_INDENT = 20;
const FORM_LINE_SPACE = 22;
const FORM_RULE_LENGTH = 270;

// The 14 standard PDF fonts are not embedded (small files) but only know WinAnsi: other letters are
// written without their accents (Ş as S) and anything else as "?", never silently dropped.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const isWinAnsi = (char: string) => {
  const code = char.charCodeAt(0);
  return char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char);
};
const toWinAnsi = (text: string) =>
  Array.from(text.replace(/\t/g, '    '))
    .map((char) => {
      if (isWinAnsi(char)) return char;
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return base && Array.from(base).every(isWinAnsi) ? base : '?';
    })
    .join('');

type Line =
  | { kind: 'text' | 'heading'; text: string }
  | { kind: 'item'; marker: string; text: string }
  | { kind: 'field'; label: string; value: string; isSignature: boolean };

type Field = Extract<Line, { kind: 'field' }>;

type Paragraph = { lines: Line[]; blankLinesAfter: number };

const SIGNATURE = /^(.*?[^_\s])\s*_{3,}\s*$/;
const ITEM = /^(\d{1,3}[.)]|[-*•])\s+(.+)$/;
const FIELD = /^([^:]{1,40}:)\s+(.{1,80})$/;

const classify = (line: string): Line => {
  const signature = SIGNATURE.exec(line);
  if (signature) return { kind: 'field', label: signature[1], value: '', isSignature: true };
  const item = ITEM.exec(line);
  if (item) return { kind: 'item', marker: /\d/.test(item[1]) ? item[1] : '•', text: item[2] };
  if (/\p{L}/u.test(line) && line === line.toUpperCase() && line.length >= 4) return { kind: 'heading', text: line };
  return { kind: 'text', text: line };
};

const parseBody = (body: string): Paragraph[] => {
  const parts = toWinAnsi(body.replace(/\r\n?/g, '\n')).trim().split(/(\n(?:[ \t]*\n)+)/);
  const paragraphs: Paragraph[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const separator = parts[index + 1] ?? '\n\n';
    paragraphs.push({
      lines: parts[index].split('\n').map((line) => classify(line.trim())),
      blankLinesAfter: separator.split('\n').length - 2,
    });
  }
  return paragraphs;
};

// A form is a run of one-line "Label: value" paragraphs with at least one signature line; its
// lines line up and the run is kept on one page. Two blank lines start a new form.
type Block = { kind: 'paragraph'; paragraph: Paragraph } | { kind: 'form'; fields: Field[]; blankLinesAfter: number };

const asField = (paragraph: Paragraph): Field | null => {
  if (paragraph.lines.length !== 1) return null;
  const [line] = paragraph.lines;
  if (line.kind === 'field') return line;
  if (line.kind !== 'text') return null;
  const field = FIELD.exec(line.text);
  return field ? { kind: 'field', label: field[1], value: field[2], isSignature: false } : null;
};

const toBlocks = (paragraphs: Paragraph[]): Block[] => {
  const blocks: Block[] = [];
  let index = 0;
  while (index < paragraphs.length) {
    const run: Paragraph[] = [];
    while (index + run.length < paragraphs.length && asField(paragraphs[index + run.length])) {
      const paragraph = paragraphs[index + run.length];
      run.push(paragraph);
      if (paragraph.blankLinesAfter > 1) break;
    }
    const fields = run.map((paragraph) => asField(paragraph)!);
    if (fields.some((field) => field.isSignature)) {
      blocks.push({ kind: 'form', fields, blankLinesAfter: run[run.length - 1].blankLinesAfter });
      index += run.length;
      continue;
    }
    blocks.push({ kind: 'paragraph', paragraph: paragraphs[index] });
    index += 1;
  }
  return blocks;
};

const contentWidth = (doc: Doc) => doc.page.width - MARGINS.left - MARGINS.right;
const bottomLimit = (doc: Doc) => doc.page.height - MARGINS.bottom;
const usableHeight = (doc: Doc) => bottomLimit(doc) - MARGINS.top;

const ensureSpace = (doc: Doc, height: number) => {
  if (doc.y + height > bottomLimit(doc) && height <= usableHeight(doc)) doc.addPage();
};

// of the current font and size
const lineHeight = (doc: Doc) => doc.currentLineHeight(true) + LINE_GAP;

const drawMark = (doc: Doc, x: number, y: number, size: number) => {
  const s = size / 44;
  const cx = x + 22 * s;
  const cy = y + 22 * s;
  doc.circle(cx, cy, 22 * s).fill(GREEN);
  // an open book under a crescent
  doc.polygon([cx - 13 * s, cy - 3 * s], [cx - 1 * s, cy + 1 * s], [cx - 1 * s, cy + 13 * s], [cx - 13 * s, cy + 9 * s]).fill('#ffffff');
  doc.polygon([cx + 1 * s, cy + 1 * s], [cx + 13 * s, cy - 3 * s], [cx + 13 * s, cy + 9 * s], [cx + 1 * s, cy + 13 * s]).fill('#ffffff');
  doc.circle(cx, cy - 10 * s, 5.5 * s).fill(GOLD);
  doc.circle(cx + 2.4 * s, cy - 11.2 * s, 4.6 * s).fill(GREEN);
};

const drawLetterhead = (doc: Doc) => {
  const x = MARGINS.left;
  const y = 40;
  drawMark(doc, x, y, 46);
  doc.font(BOLD).fontSize(20).fillColor(GREEN).text(FUND_NAME.toUpperCase(), x + 60, y + 6, { lineBreak: false, characterSpacing: 1 });
  doc.font(REGULAR).fontSize(9.5).fillColor(MUTED).text(FUND_TAGLINE, x + 60, y + 31, { lineBreak: false });
  doc.moveTo(x, y + 60).lineTo(x + contentWidth(doc), y + 60).lineWidth(1.5).strokeColor(GOLD).stroke();
  doc.y = y + 80;
};

const drawRecipientAndDate = (doc: Doc, letter: LetterContent) => {
  const x = MARGINS.left;
  const top = doc.y;
  const hasAddress = letter.recipient.address.length > 0;
  if (!letter.isDateInBody) {
    doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK).text(toWinAnsi(letter.date), x, top, { width: contentWidth(doc), align: 'right' });
  }
  if (hasAddress) {
    const width = contentWidth(doc) * 0.6;
    doc.font(BOLD).fontSize(BODY_SIZE).fillColor(INK).text(toWinAnsi(letter.recipient.name), x, top, { width });
    doc.font(REGULAR);
    for (const line of letter.recipient.address) doc.text(toWinAnsi(line), x, doc.y, { width });
  }
  if (hasAddress || !letter.isDateInBody) doc.y += 20;
};

const drawHeading = (doc: Doc, title: string) => {
  const x = MARGINS.left;
  doc.font(BOLD).fontSize(14).fillColor(GREEN).text(toWinAnsi(title), x, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 5;
  doc.moveTo(x, y).lineTo(x + 56, y).lineWidth(1.5).strokeColor(GOLD).stroke();
  doc.y = y + 14;
};

const drawLine = (doc: Doc, line: Exclude<Line, { kind: 'field' }>) => {
  const x = MARGINS.left;
  const width = contentWidth(doc);
  doc.fontSize(BODY_SIZE).fillColor(INK);
  if (line.kind === 'item') {
    doc.font(REGULAR);
    ensureSpace(doc, lineHeight(doc));
    const y = doc.y;
    doc.text(line.marker, x, y, { width: LIST_INDENT, lineBreak: false });
    doc.text(line.text, x + LIST_INDENT, y, { width: width - LIST_INDENT, lineGap: LINE_GAP });
    return;
  }
  doc.font(line.kind === 'heading' ? BOLD : REGULAR);
  // a heading keeps at least two lines of what follows it on its page
  ensureSpace(doc, line.kind === 'heading' ? doc.heightOfString(line.text, { width }) + 2 * lineHeight(doc) : lineHeight(doc));
  doc.text(line.text, x, doc.y, { width, lineGap: LINE_GAP, align: 'justify' });
};

// where the values and signature rules of every form in the letter start, so they line up
const formColumn = (doc: Doc, fields: Field[]) =>
  Math.max(0, ...fields.map((field) => doc.font(REGULAR).fontSize(BODY_SIZE).widthOfString(field.label))) + 12;

const drawForm = (doc: Doc, fields: Field[], column: number) => {
  const x = MARGINS.left;
  doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
  const rowHeight = FORM_LINE_SPACE + lineHeight(doc);
  ensureSpace(doc, fields.length * rowHeight);
  for (const field of fields) {
    doc.y += FORM_LINE_SPACE;
    const y = doc.y;
    doc.font(REGULAR).text(field.label, x, y, { lineBreak: false });
    if (field.isSignature) {
      const ruleY = y + BODY_SIZE + 1;
      const end = Math.min(x + column + FORM_RULE_LENGTH, x + contentWidth(doc));
      doc.moveTo(x + column, ruleY).lineTo(end, ruleY).lineWidth(0.6).strokeColor(INK).stroke();
    } else {
      doc.font(BOLD).text(field.value, x + column, y, { width: contentWidth(doc) - column, lineBreak: false, ellipsis: true });
    }
    doc.x = x;
    doc.y = y + lineHeight(doc);
  }
};

const drawBody = (doc: Doc, body: string) => {
  const blocks = toBlocks(parseBody(body));
  const column = formColumn(doc, blocks.flatMap((block) => (block.kind === 'form' ? block.fields : [])));
  for (const block of blocks) {
    const blankLinesAfter = block.kind === 'form' ? block.blankLinesAfter : block.paragraph.blankLinesAfter;
    if (block.kind === 'form') drawForm(doc, block.fields, column);
    else {
      for (const line of block.paragraph.lines) {
        if (line.kind === 'field') drawForm(doc, [line], formColumn(doc, [line]));
        else drawLine(doc, line);
      }
    }
    doc.y += PARAGRAPH_GAP + Math.max(0, blankLinesAfter - 1) * BLANK_LINE_GAP;
  }
};

// Written last, over every buffered page, in the margins the text flow never reaches.
const drawPageFurniture = (doc: Doc, title: string) => {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const x = MARGINS.left;
    const width = contentWidth(doc);
    if (index > start) {
      drawMark(doc, x, 30, 18);
      doc.font(BOLD).fontSize(9).fillColor(GREEN).text(FUND_NAME.toUpperCase(), x + 26, 35, { lineBreak: false });
      doc.font(REGULAR).fontSize(8.5).fillColor(MUTED).text(toWinAnsi(title), x + 150, 35.5, { width: width - 150, align: 'right', lineBreak: false, ellipsis: true, height: 10 });
      doc.moveTo(x, 54).lineTo(x + width, 54).lineWidth(0.5).strokeColor(GOLD).stroke();
    }
    const footerY = doc.page.height - 48;
    doc.moveTo(x, footerY - 8).lineTo(x + width, footerY - 8).lineWidth(0.5).strokeColor('#cccccc').stroke();
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    doc.text(FUND_NAME, x, footerY, { lineBreak: false });
    doc.text(`Page ${index - start + 1} of ${count}`, x, footerY, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = savedBottom;
  }
};

const letterPdf = () => ({
  // An A4 letter in memory: letterhead, recipient and date, the title as heading, the body with
  // lists and signature lines, and page numbers; only the built-in fonts, so a few kilobytes.
  render(letter: LetterContent): Promise<Buffer> {
    const doc = new PDFDocument({
      size: 'A4',
      margins: MARGINS,
      bufferPages: true,
      lang: 'en-ZA',
      displayTitle: true,
      info: { Title: letter.title, Author: FUND_NAME, Creator: FUND_NAME },
    });
    const pdf = new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    drawLetterhead(doc);
    drawRecipientAndDate(doc, letter);
    drawHeading(doc, letter.title);
    drawBody(doc, letter.body);
    drawPageFurniture(doc, letter.title);
    doc.end();
    return pdf;
  },
});

export type LetterPdfService = ReturnType<typeof letterPdf>;
export default letterPdf;
