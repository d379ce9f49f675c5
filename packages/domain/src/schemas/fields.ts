import { boolean, number, string } from 'yup';
import {
  AMOUNT_MAX,
  AREA_CODE_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  PHONE_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from '../constants.js';
import { YES_NO_VALUES } from '../options/yes-no.js';
import { toRandAmount } from '../rand-amount.js';

export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);
export const AREA_CODE_PATTERN = new RegExp(`^\\d{${AREA_CODE_LENGTH}}$`);
export const DIGITS_PATTERN = /^\d+$/;

export function tooLongMessage(max: number): string {
  return `Use ${max} characters or fewer`;
}

export function requiredText(message: string, max: number = SHORT_TEXT_MAX_LENGTH) {
  return string().trim().required(message).max(max, tooLongMessage(max));
}

export function requiredLongText(message: string) {
  return requiredText(message, LONG_TEXT_MAX_LENGTH);
}

export function optionalText(max: number = SHORT_TEXT_MAX_LENGTH) {
  return string().trim().nullable().optional().max(max, tooLongMessage(max));
}

export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage).email(invalidMessage);
}

// Empty input fails only `required`, so each field shows one message at a time.
export function requiredMatching(pattern: RegExp, requiredMessage: string, invalidMessage: string) {
  return string()
    .trim()
    .required(requiredMessage)
    .matches(pattern, { message: invalidMessage, excludeEmptyString: true });
}

export function requiredPhone(requiredMessage: string, invalidMessage: string) {
  return requiredMatching(PHONE_PATTERN, requiredMessage, invalidMessage);
}

// One message for every way a select can be wrong: not chosen, a placeholder, or a value not offered.
export function requiredChoice<T extends number>(values: readonly T[], message: string) {
  return number<T>().typeError(message).required(message).oneOf(values, message);
}

export function requiredYesNo(message: string) {
  return requiredChoice(YES_NO_VALUES, message);
}

// Marks an amount field in a schema's description, so a form can show a stored amount as people write it.
const AMOUNT_META = { isRandAmount: true } as const;

/** Whether a schema's field is a rand amount (made by randAmount or requiredAmount). */
export const isRandAmountField = (field: unknown): boolean =>
  typeof (field as { describe?: unknown })?.describe === 'function' &&
  (field as { describe: () => { meta?: Record<string, unknown> } }).describe().meta?.isRandAmount === AMOUNT_META.isRandAmount;

// Text is read as South Africans write amounts ("R65 000,50"); what could be read two ways fails
// with the field's message rather than being guessed.
export function randAmount(message: string) {
  return number()
    .meta(AMOUNT_META)
    .transform((_value, original) => (original === '' || original === null || original === undefined ? undefined : toRandAmount(original)))
    .typeError(message)
    .required(message);
}

export function requiredAmount(message: string) {
  return randAmount(message).min(0, message).max(AMOUNT_MAX, message);
}

// Checkboxes arrive as true, 1 or '1'; yup's boolean turns all three into true.
export function acceptedCheckbox(message: string) {
  return boolean().typeError(message).required(message).oneOf([true], message);
}
