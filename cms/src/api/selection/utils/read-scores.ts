import type { RubricScores } from '@bursary/domain/scoring';
import { badRequest } from '../../../utils/api-error';
import { isPlainObject } from '../../../utils/validate-body';

const SHAPE_MESSAGE = 'Send scores as { "<criterion>": { "score": <number or null>, "reason": "<text>" } } for the criteria of the rubric.';

// A body's scores as the rubric's rules read them (@bursary/domain/scoring); anything of another
// shape (a reason that is not text, extra fields, a list) is refused whole, so nothing is dropped.
export const readScores = (raw: unknown): RubricScores => {
  if (!isPlainObject(raw)) throw badRequest(SHAPE_MESSAGE);
  const scores: RubricScores = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isPlainObject(value) || Object.keys(value).some((field) => field !== 'score' && field !== 'reason'))
      throw badRequest(SHAPE_MESSAGE);
    const { score = null, reason = '' } = value;
    if (typeof reason !== 'string' || (score !== null && typeof score !== 'number')) throw badRequest(SHAPE_MESSAGE);
    scores[key] = { score, reason };
  }
  return scores;
};
