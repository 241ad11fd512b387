/**
 * Korean particles (조사) chosen by the word before them: 이/가, 을/를, 은/는, 과/와 follow whether
 * the last syllable has a final consonant (받침); (으)로 takes 로 after a vowel or ㄹ. Words that
 * end in digits are read as Sino-Korean numbers (1 일, 3 삼 …). A word whose sound cannot be told
 * (Latin letters, emoji) gets both forms, as Korean apps write it: "이(가)".
 */

/** A particle pair: the form after a final consonant, then the form after a vowel. */
export type ParticlePair = '이/가' | '을/를' | '은/는' | '과/와' | '으로/로';

const hangulStart = 0xac00;
const hangulEnd = 0xd7a3;
/** The index of ㄹ among the final consonants of a Hangul syllable (0 = none). */
const rieulFinal = 8;
/** Final consonant of each digit's Sino-Korean reading: 영 일 이 삼 사 오 육 칠 팔 구. */
const digitFinals = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0];

/** The final consonant index of the word's last sound: 0 none, 8 ㄹ, another number, or null when unknown. */
function finalOf(word: string): number | null {
  // Quotes, brackets and spaces after a word do not change how it ends: "「제주」" ends in 주.
  const trimmed = word.replace(/[\s"'’”」』)\]}>.,!?~…·-]+$/u, '');
  const last = trimmed.at(-1);
  if (!last) return null;
  const code = last.charCodeAt(0);
  if (code >= hangulStart && code <= hangulEnd) return (code - hangulStart) % 28;
  if (last >= '0' && last <= '9') return digitFinals[Number(last)] ?? null;
  return null;
}

/** The particle of `pair` that follows `word`: `particle('제주', '을/를')` is '를'. */
export function particle(word: string, pair: ParticlePair): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  const final = finalOf(word);
  if (final === null) {
    return pair === '으로/로' ? '(으)로' : `${afterConsonant}(${afterVowel})`;
  }
  if (pair === '으로/로') return final === 0 || final === rieulFinal ? afterVowel : afterConsonant;
  return final === 0 ? afterVowel : afterConsonant;
}

/** `word` followed by its particle: `withParticle('댓글', '이/가')` is '댓글이'. */
export const withParticle = (word: string, pair: ParticlePair): string => word + particle(word, pair);

const written: [RegExp, ParticlePair][] = [
  [/이\(가\)/g, '이/가'],
  [/을\(를\)/g, '을/를'],
  [/은\(는\)/g, '은/는'],
  [/과\(와\)/g, '과/와'],
  [/\(으\)로/g, '으로/로'],
];

/**
 * A sentence whose particles are written both ways ("여행지이(가) 숨겨졌습니다") with each one chosen
 * by the word before it ("여행지가 숨겨졌습니다"). Text in other languages has no such marks and
 * comes back unchanged. Meant for translated sentences, after their variables are filled.
 */
export function resolveParticles(text: string): string {
  let result = text;
  for (const [pattern, pair] of written) {
    result = result.replace(pattern, (_match, offset: number, whole: string) =>
      particle(whole.slice(0, offset), pair),
    );
  }
  return result;
}
