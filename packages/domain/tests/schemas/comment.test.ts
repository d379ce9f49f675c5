import { commentSchema } from '../../src/schemas/comment';
import { messagesOf } from '../helpers';

describe('commentSchema', () => {
  it('accepts a comment', () => {
    expect(messagesOf(commentSchema, { comment: 'Fees statement outstanding' })).toEqual([]);
  });

  it.each(['', '   ', undefined])('%p shows "enter comment"', (comment) => {
    expect(messagesOf(commentSchema, { comment })).toEqual(['enter comment']);
  });
});
