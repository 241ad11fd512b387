/**
 * Korean object particles (을/를) follow the last syllable's final consonant, which a translation
 * file cannot know of a plan's title: "해운대를", "성산일출봉을". Korean apps write them this way
 * rather than "을(를)" wherever the word is known; "을(를)" remains for a word ending in Latin letters.
 */
const digitHasFinal = [true, true, false, true, false, false, true, true, true, false];

function endsWithConsonant(word: string): boolean | null {
  const last = word
    .trim()
    .replace(/[\s)"'’”\]」』]+$/u, '')
    .at(-1);
  if (!last) return null;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  if (last >= '0' && last <= '9') return digitHasFinal[Number(last)] ?? null;
  return null;
}

/** The word with its object particle: "해운대를", "성산일출봉을", "Lotte World을(를)". */
export function withObjectParticle(word: string): string {
  const consonant = endsWithConsonant(word);
  return `${word}${consonant === null ? '을(를)' : consonant ? '을' : '를'}`;
}

/**
 * A word as the object of a sentence in `language`: with its particle in Korean, as it is in the
 * others (every translation names the same variable, `…Object`).
 */
export const asObject = (language: string, word: string): string =>
  language === 'ko' ? withObjectParticle(word) : word;
