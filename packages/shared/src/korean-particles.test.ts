import { describe, expect, it } from 'vitest';
import { particle, resolveParticles, withParticle } from './korean-particles.js';

describe('Korean particles', () => {
  it('after a final consonant (받침): 이, 을, 은, 과, 으로', () => {
    expect(withParticle('일정', '이/가')).toBe('일정이');
    expect(withParticle('한강 공원', '을/를')).toBe('한강 공원을');
    expect(withParticle('부산', '은/는')).toBe('부산은');
    expect(withParticle('남산', '과/와')).toBe('남산과');
    expect(withParticle('남산', '으로/로')).toBe('남산으로');
  });

  it('after a vowel: 가, 를, 는, 와, 로', () => {
    expect(withParticle('여행지', '이/가')).toBe('여행지가');
    expect(withParticle('제주 바다', '을/를')).toBe('제주 바다를');
    expect(withParticle('카페', '은/는')).toBe('카페는');
    expect(withParticle('바다', '과/와')).toBe('바다와');
    expect(withParticle('바다', '으로/로')).toBe('바다로');
  });

  it('after ㄹ: a consonant for 이/을/은, but 로 (not 으로)', () => {
    expect(withParticle('댓글', '이/가')).toBe('댓글이');
    expect(withParticle('댓글', '을/를')).toBe('댓글을');
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('서울', '으로/로')).not.toBe('서울으로');
  });

  it('reads digits as Sino-Korean numbers and looks past closing quotes and brackets', () => {
    expect(particle('2026', '이/가')).toBe('이'); // 육
    expect(particle('코스 2', '이/가')).toBe('가'); // 이
    expect(particle('1', '으로/로')).toBe('로'); // 일 (ㄹ)
    expect(particle('3', '으로/로')).toBe('으로'); // 삼
    expect(particle('「제주 바다」', '을/를')).toBe('를');
    expect(particle('서울 (강남)', '은/는')).toBe('은');
  });

  it('writes both forms when the sound cannot be told', () => {
    expect(withParticle('Seoul Tower', '이/가')).toBe('Seoul Tower이(가)');
    expect(particle('🌊', '을/를')).toBe('을(를)');
    expect(particle('N Tower', '으로/로')).toBe('(으)로');
    expect(particle('', '은/는')).toBe('은(는)');
  });

  it('resolves a sentence written with both forms, and leaves other languages alone', () => {
    expect(resolveParticles('회원님의 여행지이(가) 숨김 처리되었습니다.')).toBe(
      '회원님의 여행지가 숨김 처리되었습니다.',
    );
    expect(resolveParticles('회원님의 댓글이(가) 숨김 처리되었습니다.')).toBe(
      '회원님의 댓글이 숨김 처리되었습니다.',
    );
    expect(resolveParticles('회원님의 일정은(는) 서울(으)로 갑니다')).toBe('회원님의 일정은 서울로 갑니다');
    expect(resolveParticles('Your destination was hidden.')).toBe('Your destination was hidden.');
    expect(resolveParticles('あなたの旅行先が非表示になりました。')).toBe(
      'あなたの旅行先が非表示になりました。',
    );
  });
});
