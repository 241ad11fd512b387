import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18n from '../../../i18n';
import { makeDestination, page } from '../../../../test/fixtures';
import { renderRoute, json } from '../../../../test/render';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

describe('destination pictures (docs/decisions/0027-page-weight.md)', () => {
  it("fetches the first card's picture at once and first (the LCP), the others as they near the screen", async () => {
    const titles = ['성산일출봉', '경복궁', '해운대'];
    renderRoute('/destinations', (call) =>
      call.path === '/api/destinations'
        ? json(
            page(
              titles.map((title, n) =>
                makeDestination({ id: `d${n}`, title, image_url: `https://images.example/${n}.jpg` }),
              ),
            ),
          )
        : undefined,
    );
    const [first, ...others] = await Promise.all(
      titles.map((title) => screen.findByRole('img', { name: new RegExp(title) })),
    );
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    // Every picture reserves its box before the file arrives.
    for (const image of [first, ...others]) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });
});
