import type { DecisionEntry } from '@bursary/domain/back-office-api';

// When a decision was made, in the office's time.
const OFFICE_TIME = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Who made a decision and when: "by Bursary Staff on 26 Nov 2026, 10:05". */
export const decidedByOn = ({ decided_by: by, decided_at: at }: DecisionEntry) =>
  `by ${by ?? 'a staff member'} on ${OFFICE_TIME.format(new Date(at))}`;
