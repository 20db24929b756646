import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../platform/i18n';
import { CopyButton } from './CopyButton';

const renderButton = () =>
  render(
    <MantineProvider env="test">
      <CopyButton value="ana@shop.test" />
    </MantineProvider>,
  );
const clipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => vi.useRealTimers());

describe('the copy button', () => {
  it('copies and says "Copied" for 0.7 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    clipboard(writeText);
    renderButton();
    const button = screen.getByTestId('copy-button');
    expect(button.getAttribute('title')).toBe('Copy');
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('ana@shop.test');
    expect(button.getAttribute('title')).toBe('Copied');
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(699));
    expect(button.getAttribute('title')).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(button.getAttribute('title')).toBe('Copy');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a warning titled "Error" when the clipboard refuses', async () => {
    clipboard(async () => {
      throw new Error('denied');
    });
    renderButton();
    const button = screen.getByTestId('copy-button');
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('title')).toBe('Error');
    expect(button.getAttribute('data-state')).toBe('error');
  });
});
