import { fillPlaceholders } from '../../../utils/fill-placeholders';

// How what staff type in an e-mail form joins the cms template it is sent in, so that the e-mail
// reads as one letter: one greeting, the staff's words and the template's text, one sign-off.

/** The placeholder a template puts staff's words at. */
export const STAFF_MESSAGE = '{{staff_message}}';

/** Openings that make a line a greeting, and closings that make it a sign-off (in any case). */
export const GREETINGS = ['Dear', 'Hi', 'Hello', 'Good morning', 'Good afternoon', 'Good day', 'Greetings', 'Salaam', 'Assalamu', 'As-salamu'];
export const SIGN_OFFS = [
  'Kind regards',
  'Best regards',
  'Warm regards',
  'Regards',
  'Best wishes',
  'Yours sincerely',
  'Yours faithfully',
  'Sincerely',
  'Wassalaam',
  'Was-salaam',
];

/** A sign-off counts within the last lines of staff's words (the name and title under it). */
export const SIGN_OFF_WITHIN_LAST_LINES = 4;
// A sign-off line is short: "Kind regards," or "Regards, Fatima", not a sentence.
const SIGN_OFF_LINE_MAX = 40;

// {{body}} is the general e-mail's earlier name for the placeholder, still in templates editors kept.
const PLACEHOLDER = /\{\{\s*(?:staff_message|body)\s*\}\}/i;

const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const opening = (phrases: string[]) => new RegExp(`^(?:${phrases.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
const GREETING = opening(GREETINGS);
const SIGN_OFF = opening(SIGN_OFFS);

const isBlank = (line: string) => line.trim() === '';
const isGreeting = (line: string) => GREETING.test(line.trim());
const isSignOff = (line: string) => line.trim().length <= SIGN_OFF_LINE_MAX && SIGN_OFF.test(line.trim());
const linesOf = (text: string) => text.replace(/\r\n?/g, '\n').split('\n');

const withoutBlankEnds = (lines: string[]) => {
  let start = 0;
  let end = lines.length;
  while (start < end && isBlank(lines[start])) start += 1;
  while (end > start && isBlank(lines[end - 1])) end -= 1;
  return lines.slice(start, end);
};

// Where staff's greeting (their first line) and sign-off (from its line to the end) are, if they have them.
const shapeOfStaffText = (lines: string[]) => {
  const written = lines.flatMap((line, index) => (isBlank(line) ? [] : [index]));
  const signOffAt = written.slice(-SIGN_OFF_WITHIN_LAST_LINES).find((index) => index > 0 && isSignOff(lines[index]));
  return { hasGreeting: lines.length > 0 && isGreeting(lines[0]), signOffAt: signOffAt ?? -1 };
};

/**
 * The body of an e-mail staff wrote, in its cms template (staff's words are sent as typed: only
 * the template's placeholders are filled):
 * - staff's words stand where the template has {{staff_message}}; a template without it gets them
 *   as a paragraph of their own right after its greeting (its first line, when that greets), else first;
 * - when staff's words open with a greeting, their first line stands in place of the template's greeting;
 * - when they end with a sign-off, it (and the lines under it) ends the e-mail in place of the
 *   template's (its last line that signs off, below staff's words, and the lines under it).
 */
export const composeStaffEmail = (template: string, values: Record<string, string | number>, staffText: string) => {
  const fill = (text: string) => fillPlaceholders(text, values);
  const lines = linesOf(template);
  const first = lines.findIndex((line) => !isBlank(line));
  const greetingAt = first >= 0 && isGreeting(lines[first]) && !PLACEHOLDER.test(lines[first]) ? first : -1;
  if (!lines.some((line) => PLACEHOLDER.test(line))) {
    lines.splice(greetingAt + 1, 0, ...(greetingAt < 0 ? [STAFF_MESSAGE, ''] : ['', STAFF_MESSAGE]));
  }
  const placeAt = lines.findIndex((line) => PLACEHOLDER.test(line));
  const lastSignOff = lines.map(isSignOff).lastIndexOf(true);
  const signOffAt = lastSignOff > placeAt ? lastSignOff : -1;

  const staff = withoutBlankEnds(linesOf(staffText));
  const shape = shapeOfStaffText(staff);
  const movesGreeting = greetingAt >= 0 && shape.hasGreeting;
  const movesSignOff = signOffAt >= 0 && shape.signOffAt >= 0;

  // The template's lines filled, with staff's greeting in place of its own.
  const filled = lines.map((line, index) => (movesGreeting && index === greetingAt ? staff[0] : fill(line)));
  const middle = withoutBlankEnds(staff.slice(movesGreeting ? 1 : 0, movesSignOff ? shape.signOffAt : staff.length));
  const [before, after] = lines[placeAt].split(PLACEHOLDER).map(fill);
  const placed = middle.map((line, index) => (index === 0 ? before : '') + line + (index === middle.length - 1 ? after : ''));
  // Nothing left to place (staff wrote only a greeting and a sign-off): the placeholder's paragraph goes.
  const isPlaceholderDropped = middle.length === 0 && isBlank(before + after);
  const resumeAt = isPlaceholderDropped && placeAt + 1 < lines.length && isBlank(lines[placeAt + 1]) ? placeAt + 2 : placeAt + 1;
  return [
    ...filled.slice(0, placeAt),
    ...(middle.length > 0 ? placed : isPlaceholderDropped ? [] : [before + after]),
    ...filled.slice(resumeAt, movesSignOff ? signOffAt : filled.length),
    ...(movesSignOff ? staff.slice(shape.signOffAt) : []),
  ].join('\n');
};
