import { describe, expect, it } from 'vitest';
import { normalizeHashtags, validateDestinationInput, type DestinationCreate } from './destinations.js';

const valid: DestinationCreate = {
  title: '성산일출봉',
  description: '일출 명소',
  location: '제주',
  category: '자연',
  image_url: '/uploads/destinations/a.webp',
  budget_min: 0,
  budget_max: 10000,
  rating: 5,
  hashtags: ['#제주'],
};

describe('validateDestinationInput (spec 1 §5 order, first failure wins)', () => {
  it('accepts a valid pinpoint', () => {
    expect(validateDestinationInput(valid)).toBeNull();
  });

  it('reports the first failing rule, step by step', () => {
    const steps: [string, DestinationCreate][] = [
      ['title_required', {}],
      ['description_required', { title: 't' }],
      ['location_required', { title: 't', description: 'd' }],
      ['category_required', { title: 't', description: 'd', location: 'l' }],
      ['image_required', { title: 't', description: 'd', location: 'l', category: 'c' }],
      [
        'budget_required',
        { title: 't', description: 'd', location: 'l', category: 'c', image_url: 'https://x.kr/a.jpg' },
      ],
      ['budget_min_exceeds_max', { ...valid, budget_min: 2, budget_max: 1, rating: 99 }],
      ['rating_out_of_range', { ...valid, budget_min: -1, rating: 0 }],
      ['budget_negative', { ...valid, budget_min: -1, title: 'x'.repeat(500) }],
      ['validation_failed', { ...valid, title: 'x'.repeat(101) }],
    ];
    for (const [code, input] of steps) expect(validateDestinationInput(input)?.code, code).toBe(code);
  });

  it('treats whitespace as missing', () => {
    expect(validateDestinationInput({ ...valid, title: ' \n\t ' })?.code).toBe('title_required');
  });

  it('in partial mode checks only the fields present', () => {
    expect(validateDestinationInput({ rating: 7 }, { partial: true })).toBeNull();
    expect(validateDestinationInput({ title: '' }, { partial: true })?.code).toBe('title_required');
    expect(validateDestinationInput({ budget_min: null }, { partial: true })?.code).toBe('budget_required');
    expect(validateDestinationInput({ budget_min: 5, budget_max: 1 }, { partial: true })?.code).toBe(
      'budget_min_exceeds_max',
    );
  });
});

describe('hashtags', () => {
  it('adds one leading #, trims, removes inner spaces, drops empties and duplicates', () => {
    expect(normalizeHashtags([' 제주 ', '#제주', '바다 여행', '##오름', '#', '  ', 'Jeju', '#jeju'])).toEqual(
      ['#제주', '#바다여행', '#오름', '#Jeju'],
    );
  });

  it('refuses more than 10 tags or a tag over 30 characters', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`);
    expect(validateDestinationInput({ ...valid, hashtags: eleven })?.fields).toEqual({
      hashtags: 'too_many',
    });
    expect(validateDestinationInput({ ...valid, hashtags: [`#${'가'.repeat(30)}`] })?.fields).toEqual({
      hashtags: 'too_long',
    });
    expect(validateDestinationInput({ ...valid, hashtags: [`#${'가'.repeat(29)}`] })).toBeNull();
  });
});

describe('image URLs', () => {
  it.each(['/uploads/destinations/a.webp', 'https://images.example.com/a.jpg?w=1', 'http://x.kr'])(
    'allows %s',
    (url) => {
      expect(validateDestinationInput({ ...valid, image_url: url })).toBeNull();
    },
  );
  it.each([
    'javascript:alert(1)',
    '/uploads/../secret',
    'ftp://x.kr/a',
    'https://',
    'https://user@x.kr/a',
    'x.jpg',
  ])('refuses %s', (url) => {
    expect(validateDestinationInput({ ...valid, image_url: url })?.fields).toEqual({
      image_url: 'invalid_url',
    });
  });
});
