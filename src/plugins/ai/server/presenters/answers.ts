import type { Review } from '../services/builtin/review';
import type { EngineAnswer } from '../services/engines/fallback';

/** Which engine answered, and whether it stood in for a model that failed (CONTRACT §4). */
const engineOf = (answer: EngineAnswer<unknown>) => ({ engine: answer.engine, fallback: answer.fallback });

/** POST /trips/{trip}/concierge's `data`. */
export const conciergeAnswer = (answer: EngineAnswer<string>) => ({
  response: answer.value,
  ...engineOf(answer),
});

/** POST /enhance: `text` is the answer's `data`, the rest its `meta` (the builtin engine only tidies). */
export const enhanceAnswer = (answer: EngineAnswer<string>) => ({
  text: answer.value,
  ...engineOf(answer),
  tidied_only: answer.engine === 'builtin',
});

/** GET|POST /review/{id}'s `data`, before `cached` is added: the findings, then the engine. */
export const reviewAnswer = (answer: EngineAnswer<Review>) => ({ ...answer.value, ...engineOf(answer) });
