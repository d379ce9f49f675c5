import { ACCEPT_DECLINE, type AcceptDecline } from '../constants.js';

export const DECISION_FILTERS = [
  { value: 'Accepted', acceptDecline: ACCEPT_DECLINE.ACCEPTED },
  { value: 'Declined', acceptDecline: ACCEPT_DECLINE.DECLINED },
  { value: 'pending', acceptDecline: ACCEPT_DECLINE.PENDING },
] as const;

export type DecisionFilter = (typeof DECISION_FILTERS)[number]['value'];

// Any stored value other than 1 or 0 counts as pending.
export function decisionFilterOf(acceptDecline: unknown): DecisionFilter {
  if (acceptDecline === ACCEPT_DECLINE.ACCEPTED) return 'Accepted';
  if (acceptDecline === ACCEPT_DECLINE.DECLINED) return 'Declined';
  return 'pending';
}

// The staff radio says 1 = accept, 2 = decline; the saved status_id is 1 = accept, 0 = decline.
export const DECISION_CHOICES = [
  { value: 1, label: 'Accept', statusId: 1 },
  { value: 2, label: 'Decline', statusId: 0 },
] as const;

export type DecisionChoice = (typeof DECISION_CHOICES)[number]['value'];
export type DecisionStatusId = (typeof DECISION_CHOICES)[number]['statusId'];

export function statusIdOf(choice: DecisionChoice): DecisionStatusId {
  return choice === 1 ? 1 : 0;
}

export function acceptDeclineOf(statusId: DecisionStatusId): AcceptDecline {
  return statusId === 1 ? ACCEPT_DECLINE.ACCEPTED : ACCEPT_DECLINE.DECLINED;
}

export type DecidedLabel = Exclude<DecisionFilter, 'pending'>;

/** A saved decision as the grid labels it: Accepted (status_id 1) or Declined (0). */
export function decidedLabelOf(statusId: DecisionStatusId): DecidedLabel {
  return statusId === 1 ? 'Accepted' : 'Declined';
}
