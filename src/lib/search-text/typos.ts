/** How many typos a word of this length tolerates (CONTRACT §16): one from 5 letters, two from 9. */
export const typosAllowed = (word: string): number => {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
};

/**
 * The optimal-string-alignment distance between two words (insertions, deletions, substitutions and
 * swaps of neighbours each count one: `barcelna` is one from `barcelona`, `aprsi` one from `apris`),
 * or `limit + 1` as soon as it must exceed `limit`: a bounded check, cheap on words far apart.
 */
export const typoDistance = (a: string, b: string, limit: number): number => {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length], limit + 1);
};

/** Whether `candidate` is `word` give or take the typos its length allows (0 for the word itself). */
export const withinTypos = (word: string, candidate: string): boolean => {
  const limit = typosAllowed(word);
  return limit > 0 && typoDistance(word, candidate, limit) <= limit;
};
