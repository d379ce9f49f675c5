import {
  ALREADY_WITHDRAWN,
  DECIDED_NOT_WITHDRAWABLE,
  STATUS_FILTERS,
  applicationStatusOf,
  statusLabel,
  withdrawRefusal,
} from '../src/application-status';
import { officeDateTime, officeDayStart } from '../src/office-time';

describe("an application's status", () => {
  it('is in progress until submitted, and withdrawn once withdrawn whatever else', () => {
    expect(applicationStatusOf({ submitted: false, isWithdrawn: false })).toBe('in_progress');
    expect(applicationStatusOf({ submitted: true, isWithdrawn: false })).toBe('submitted');
    expect(applicationStatusOf({ submitted: true, isWithdrawn: true })).toBe('withdrawn');
    expect(applicationStatusOf({ submitted: false, isWithdrawn: true })).toBe('withdrawn');
    expect(statusLabel('in_progress')).toBe('In progress');
  });

  it('filters the grid by one status or all, submitted first', () => {
    expect(STATUS_FILTERS.map((filter) => filter.label)).toEqual(['Submitted', 'In progress', 'Withdrawn', 'All']);
  });

  it('may be withdrawn before a decision only, and once', () => {
    expect(withdrawRefusal({ acceptDecline: 2, isWithdrawn: false })).toBeNull();
    expect(withdrawRefusal({ acceptDecline: null, isWithdrawn: false })).toBeNull();
    expect(withdrawRefusal({ acceptDecline: 1, isWithdrawn: false })).toBe(DECIDED_NOT_WITHDRAWABLE);
    expect(withdrawRefusal({ acceptDecline: 0, isWithdrawn: false })).toBe(DECIDED_NOT_WITHDRAWABLE);
    expect(withdrawRefusal({ acceptDecline: 2, isWithdrawn: true })).toBe(ALREADY_WITHDRAWN);
  });
});

describe('office time', () => {
  it('shows a moment in South African time', () => {
    expect(officeDateTime('2025-03-01T22:30:00.000Z')).toBe('2025-03-02 00:30');
    expect(officeDateTime('2025-03-01T08:05:00.000Z')).toBe('2025-03-01 10:05');
  });

  it("starts the office's day at midnight in South Africa", () => {
    expect(officeDayStart(new Date('2025-03-01T22:30:00.000Z')).toISOString()).toBe('2025-03-01T22:00:00.000Z');
    expect(officeDayStart(new Date('2025-03-01T21:59:00.000Z')).toISOString()).toBe('2025-02-28T22:00:00.000Z');
  });
});
