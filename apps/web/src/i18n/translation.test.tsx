import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { TranslationContext, translationsOfEveryLanguage, useTranslation } from '.';

/*
 * The app's translation (docs/decisions/0063-one-translator.md): the shared createTranslate over the
 * parts downloaded so far. test/setup.ts loaded every section in Korean, as the pages' loads would.
 */

function Texts() {
  const { t, i18n: translation } = useTranslation();
  return (
    <p data-testid="texts">
      {translation.language}|{t('common.loading')}|{t('money.title')}
    </p>
  );
}

const shown = () => screen.getByTestId('texts').textContent;

afterEach(async () => {
  await act(() => i18n.changeLanguage('ko'));
  localStorage.clear();
});

describe('the app translation', () => {
  it('switches with the core and every section used so far already in the new language', async () => {
    render(<Texts />);
    expect(shown()).toBe('ko|불러오는 중...|비용·정산');
    await act(() => i18n.changeLanguage('en'));
    // The section (the money page's) came in English before the switch: no key in between.
    expect(shown()).toBe('en|Loading...|Money');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('pintrip.language')).toBe('en');
    expect(document.cookie).toContain('pintrip.language=en');
  });

  it('keeps the language for a code it does not know, and the later of two choices', async () => {
    render(<Texts />);
    await act(() => i18n.changeLanguage('xx'));
    expect(shown()).toMatch(/^ko\|/);
    await act(() => Promise.all([i18n.changeLanguage('en'), i18n.changeLanguage('ja')]));
    expect(shown()).toMatch(/^ja\|/);
    expect(i18n.language).toBe('ja');
  });

  it("keeps a choice of the language already on screen as the reader's own", async () => {
    localStorage.clear();
    await act(() => i18n.changeLanguage('ko'));
    expect(localStorage.getItem('pintrip.language')).toBe('ko');
  });

  it('renders a fixed language inside TranslationContext whatever the app chose (the server renderer)', async () => {
    const translations = await translationsOfEveryLanguage();
    render(
      <TranslationContext value={translations.get('ja') ?? null}>
        <Texts />
      </TranslationContext>,
    );
    expect(shown()).toMatch(/^ja\|/);
    await act(() => i18n.changeLanguage('en'));
    expect(shown()).toMatch(/^ja\|/);
  });
});
