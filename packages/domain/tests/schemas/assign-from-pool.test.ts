import { ASSIGN_FROM_POOL_MAX } from '../../src/reviewers';
import { ASSIGN_FROM_POOL_MESSAGES, assignFromPoolSchema } from '../../src/schemas/assign-from-pool';
import { messagesOf } from '../helpers';

describe('assignFromPoolSchema', () => {
  it.each([1, 25, ASSIGN_FROM_POOL_MAX])('accepts %p applications', (count) => {
    expect(messagesOf(assignFromPoolSchema, { count, application_year: 2025 })).toEqual([]);
  });

  it.each([0, -1, 2.5, ASSIGN_FROM_POOL_MAX + 1, '', 'ten', undefined])('%p is refused with the range in words', (count) => {
    expect(messagesOf(assignFromPoolSchema, { count, application_year: 2025 })).toEqual([ASSIGN_FROM_POOL_MESSAGES.count]);
  });

  it('needs a year', () => {
    expect(messagesOf(assignFromPoolSchema, { count: 5 })).toEqual([ASSIGN_FROM_POOL_MESSAGES.year]);
  });
});
