import {
  DECISION_CHOICES,
  DECISION_FILTERS,
  acceptDeclineOf,
  decidedLabelOf,
  decisionFilterOf,
  statusIdOf,
} from '../../src/options/decisions';

describe('decisions', () => {
  it('filters by Accepted, Declined and pending', () => {
    expect(DECISION_FILTERS.map((filter) => [filter.value, filter.acceptDecline])).toEqual([
      ['Accepted', 1],
      ['Declined', 0],
      ['pending', 2],
    ]);
  });

  it.each([
    [1, 'Accepted'],
    [0, 'Declined'],
    [2, 'pending'],
    [null, 'pending'],
    [7, 'pending'],
  ])('accept_decline %p is %p', (acceptDecline, filter) => {
    expect(decisionFilterOf(acceptDecline)).toBe(filter);
  });

  it('maps the staff radio to the saved status_id', () => {
    expect(DECISION_CHOICES.map(({ value, label }) => [value, label])).toEqual([
      [1, 'Accept'],
      [2, 'Decline'],
    ]);
    expect(statusIdOf(1)).toBe(1);
    expect(statusIdOf(2)).toBe(0);
  });

  it('labels a saved decision as the grid does', () => {
    expect(decidedLabelOf(1)).toBe('Accepted');
    expect(decidedLabelOf(0)).toBe('Declined');
  });

  it('maps status_id to accept_decline', () => {
    expect(acceptDeclineOf(1)).toBe(1);
    expect(acceptDeclineOf(0)).toBe(0);
  });
});
