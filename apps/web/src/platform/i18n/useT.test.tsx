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

it("remembers a key's string until the language changes or strings are added", async () => {
  const asked = vi.spyOn(i18n, 't');
  const view = render(
    <TranslationProvider>
      <Words />
    </TranslationProvider>,
  );
  const words = () => screen.getByTestId('words').textContent;
  expect(words()).toBe('Copy Copy Sort by Name');
  // The key alone once; a call with options each time.
  const plain = () => asked.mock.calls.filter(([key]) => key === 'dataList.copy.copy').length;
  expect(plain()).toBe(1);

  i18n.addResourceBundle(
    'en',
    'translation',
    { dataList: { copy: { copy: 'Copy it' } } },
    true,
    true,
  );
  view.rerender(
    <TranslationProvider>
      <Words />
    </TranslationProvider>,
  );
  expect(words()).toBe('Copy it Copy it Sort by Name');
  try {
    await act(() => changeLanguage('ar', { isRemembered: false }));
    expect(words()).not.toContain('Copy');
  } finally {
    await act(() => changeLanguage('en', { isRemembered: false }));
    i18n.addResourceBundle(
      'en',
      'translation',
      { dataList: { copy: { copy: 'Copy' } } },
      true,
      true,
    );
    asked.mockRestore();
  }
});

it('hears the strings added after i18next started again, which makes a new store', async () => {
  await initI18n('en');
  render(
    <TranslationProvider>
      <Words />
    </TranslationProvider>,
  ).unmount();
  await initI18n('en');
  const view = render(
    <TranslationProvider>
      <Words />
    </TranslationProvider>,
  );
  const words = () => screen.getByTestId('words').textContent;
  expect(words()).toBe('Copy Copy Sort by Name');
  try {
    i18n.addResourceBundle(
      'en',
      'translation',
      { dataList: { copy: { copy: 'Copy it' } } },
      true,
      true,
    );
    view.rerender(
      <TranslationProvider>
        <Words />
      </TranslationProvider>,
    );
    expect(words()).toBe('Copy it Copy it Sort by Name');
  } finally {
    i18n.addResourceBundle(
      'en',
      'translation',
      { dataList: { copy: { copy: 'Copy' } } },
      true,
      true,
    );
  }
});
