import fs from 'node:fs/promises';
import zlib from 'node:zlib';

// What lets a PDF run code, start a program or carry other files in a viewer: JavaScript (open
// actions, the document's JavaScript name tree, additional actions of pages and form fields, all of
// which need /JS and /S /JavaScript), launch actions, embedded files, rich media and XFA forms.
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'RichMedia', 'XFA']);
// The ones too long to turn up by chance in compressed or image bytes, looked for inside every
// stream too: a cross-reference table may point a viewer at an object written inside another
// stream's bytes, and every JavaScript or launch action names its type with one of these.
const DISTINCT_NAMES = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA']);

const WHITE_SPACE = '\0\t\n\f\r ';
const DELIMITERS = '()<>[]{}/%';
// A name runs to the next white-space or delimiter character; #xx in it is the byte xx.
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
const STREAM_START = />>[\0\t\n\f\r ]*stream(?:\r\n|\r|\n)/g;
// A stream's data starts on the line after its keyword (viewers skip what else is on that line).
const STREAM_KEYWORD = /[\0\t\n\f\r ]*stream[^\r\n]*(?:\r\n|\r|\n)/y;
const SPACES = /[\0\t\n\f\r ]*/y;
const LINE_END = /[^\r\n]*/y;
// What all of a file's object streams may inflate to together, and how much of the file may be read
// as dictionaries: far above any real document's, far below what a bomb would take.
const INFLATED_MAX_BYTES = 32 * 1024 * 1024;
const PARSED_MAX_CHARACTERS = 16 * 1024 * 1024;

const decodeName = (name: string) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

// Where a run matched by a sticky `pattern` from `from` ends.
const indexAfter = (pattern: RegExp, text: string, from: number) => {
  pattern.lastIndex = from;
  pattern.exec(text);
  return pattern.lastIndex;
};

const hasAny = (text: string, names: Set<string>) => {
  for (const match of text.matchAll(NAME)) if (names.has(decodeName(match[1]))) return true;
  return false;
};

type Token = { kind: 'name' | 'word' | '[' | ']'; value: string; depth: number };

// Reads the dictionary starting at `from` (its "<<") the way a viewer's parser does (strings,
// comments, nesting): its tokens, and where reading stopped (just past its ">>" when it closes).
const readDictionary = (text: string, from: number) => {
  const tokens: Token[] = [];
  let depth = 0;
  let i = from;
  const runEnd = (start: number) => {
    let end = start;
    while (end < text.length && !WHITE_SPACE.includes(text[end]) && !DELIMITERS.includes(text[end])) end += 1;
    return end;
  };
  while (i < text.length) {
    const character = text[i];
    if (WHITE_SPACE.includes(character)) i += 1;
    else if (character === '%') i = indexAfter(LINE_END, text, i);
    else if (text.startsWith('<<', i)) {
      depth += 1;
      i += 2;
    } else if (text.startsWith('>>', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return { tokens, end: i, isClosed: true };
    } else if (character === '<') {
      const close = text.indexOf('>', i);
      i = close === -1 ? text.length : close + 1;
    } else if (character === '(') {
      let nesting = 0;
      for (; i < text.length; i += 1) {
        if (text[i] === '\\') i += 1;
        else if (text[i] === '(') nesting += 1;
        else if (text[i] === ')' && --nesting === 0) break;
      }
      i += 1;
    } else if (character === '[' || character === ']') {
      tokens.push({ kind: character, value: character, depth });
      i += 1;
    } else if (character === '/') {
      const end = runEnd(i + 1);
      tokens.push({ kind: 'name', value: decodeName(text.slice(i + 1, end)), depth });
      i = end;
    } else {
      const end = Math.max(runEnd(i), i + 1);
      tokens.push({ kind: 'word', value: text.slice(i, end), depth });
      i = end;
    }
  }
  return { tokens, end: text.length, isClosed: false };
};

// The filters a stream's dictionary names, or null when they are not written out as names.
const filtersOf = (tokens: Token[]) => {
  const at = tokens.findIndex((token) => token.depth === 1 && token.kind === 'name' && token.value === 'Filter');
  if (at === -1) return [];
  const value = tokens[at + 1];
  if (value?.kind === 'name') return [value.value];
  if (value?.kind !== '[') return null;
  const names: string[] = [];
  for (const token of tokens.slice(at + 2)) {
    if (token.kind === ']') return names;
    if (token.kind !== 'name') return null;
    names.push(token.value);
  }
  return null;
};

// Every object stream a viewer could be pointed at: a dictionary after any "obj" in the file (in
// another object's string or stream bytes too), with /First (where its objects start), then `stream`.
function* objectStreamsIn(text: string) {
  let parsed = 0;
  for (const match of text.matchAll(/obj/g)) {
    const open = indexAfter(SPACES, text, match.index + 3);
    if (!text.startsWith('<<', open)) continue;
    const dictionary = readDictionary(text, open);
    parsed += dictionary.end - open;
    if (parsed > PARSED_MAX_CHARACTERS) throw new Error('Too many dictionaries to read');
    if (!dictionary.isClosed) continue;
    STREAM_KEYWORD.lastIndex = dictionary.end;
    const keyword = STREAM_KEYWORD.exec(text);
    if (!keyword) continue;
    if (!dictionary.tokens.some((token) => token.kind === 'name' && (token.value === 'First' || token.value === 'ObjStm'))) continue;
    yield { tokens: dictionary.tokens, dataStart: dictionary.end + keyword[0].length };
  }
}

/**
 * Whether a PDF carries JavaScript, launch actions, embedded files, rich media or XFA, with names
 * written plainly or #-escaped, in its objects or inside its compressed object streams. A file
 * this cannot read through (an object stream with another filter, predictors, encryption or
 * damage, more than the inflate cap, or too costly to parse) counts as carrying them, since it could.
 */
export const hasActivePdfContent = (content: Buffer) => {
  const text = content.toString('latin1');
  if (hasAny(text, DISTINCT_NAMES)) return true;

  // Everything outside stream bytes (first "endstream" after "stream"), for the short names.
  let outsideFrom = 0;
  for (const match of text.matchAll(STREAM_START)) {
    if (match.index < outsideFrom) continue;
    if (hasAny(text.slice(outsideFrom, match.index), ACTIVE_NAMES)) return true;
    const end = text.indexOf('endstream', match.index + match[0].length);
    outsideFrom = end === -1 ? text.length : end;
  }
  if (hasAny(text.slice(outsideFrom), ACTIVE_NAMES)) return true;

  let budget = INFLATED_MAX_BYTES;
  try {
    for (const stream of objectStreamsIn(text)) {
      const filters = filtersOf(stream.tokens);
      const hasParameters = stream.tokens.some((token) => token.depth === 1 && token.kind === 'name' && ['DecodeParms', 'DP'].includes(token.value));
      if (!filters || filters.length > 1 || hasParameters) return true;
      if (filters.length === 0) {
        const end = text.indexOf('endstream', stream.dataStart);
        if (hasAny(text.slice(stream.dataStart, end === -1 ? text.length : end), ACTIVE_NAMES)) return true;
        continue;
      }
      if (!['FlateDecode', 'Fl'].includes(filters[0]) || budget === 0) return true;
      // Inflating stops at the end of the compressed data, so the bytes after it do no harm, and
      // data cut short gives what it holds; damaged data throws.
      const objects = zlib.inflateSync(content.subarray(stream.dataStart), { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: budget });
      budget -= objects.length;
      if (hasAny(objects.toString('latin1'), ACTIVE_NAMES)) return true;
    }
  } catch {
    return true;
  }
  return false;
};

/** Whether an upload (already judged a PDF by its first bytes) carries active content. */
export const hasActivePdfFile = async (filepath: string) => hasActivePdfContent(await fs.readFile(filepath));
