import { act, render, screen } from '@testing-library/react';
import { beforeAll, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '.';
import { TranslationProvider, useT } from './useT';

beforeAll(() => initI18n('en'));

function Words() {
  const t = useT();
  return (
    <p data-testid="words">
      {t('dataList.copy.copy')} {t('dataList.copy.copy')} {t('dataList.sortBy', { label: 'Name' })}
    </p>
  );
}

/** A new element each time: React skips a rerender given the very same one. */
const provided = () => (
  <TranslationProvider>
    <Words />
  </TranslationProvider>
);
const words = () => screen.getByTestId('words').textContent;
/** Adds (or puts back) the English string of the copy button. */
const setCopy = (copy: string) =>
  i18n.addResourceBundle('en', 'translation', { dataList: { copy: { copy } } }, true, true);

it("remembers a key's string until the language changes or strings are added", async () => {
  const asked = vi.spyOn(i18n, 't');
  const view = render(provided());
  expect(words()).toBe('Copy Copy Sort by Name');
  // The key alone once; a call with options each time.
  const plain = () => asked.mock.calls.filter(([key]) => key === 'dataList.copy.copy').length;
  expect(plain()).toBe(1);

  setCopy('Copy it');
  view.rerender(provided());
  expect(words()).toBe('Copy it Copy it Sort by Name');
  try {
    await act(() => changeLanguage('ar', { isRemembered: false }));
    expect(words()).not.toContain('Copy');
  } finally {
    await act(() => changeLanguage('en', { isRemembered: false }));
    setCopy('Copy');
    asked.mockRestore();
  }
});

it('hears the strings added after i18next started again, which makes a new store', async () => {
  await initI18n('en');
  render(provided()).unmount();
  await initI18n('en');
  const view = render(provided());
  expect(words()).toBe('Copy Copy Sort by Name');
  try {
    setCopy('Copy it');
    view.rerender(provided());
    expect(words()).toBe('Copy it Copy it Sort by Name');
  } finally {
    setCopy('Copy');
  }
});
