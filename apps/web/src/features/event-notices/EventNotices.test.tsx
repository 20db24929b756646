// @vitest-environment jsdom
// jsdom, not happy-dom: on happy-dom (21.0) DOMPurify returns the <script> and onclick it must
// remove, where on jsdom, as in a browser, it removes them.
import type { EventNotify } from '@platfox/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../platform/api/queryClient';
import { initI18n } from '../../platform/i18n';
import { json } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import { EVENT_NOTICES_STORAGE_KEY, reconcileNoticeCache, writeNoticeCache } from './cache';
import EventNotices from './EventNotices';

const popup = (id: string, subject: string): EventNotify => ({
  id,
  subject,
  content: `<p>${subject} body</p>`,
  layout: 'POPUP',
  updatedAt: '2024-05-01T10:00:00.000Z',
});
const banner: EventNotify = {
  id: 'pin',
  subject: 'Free shipping week',
  content:
    '<p onclick="steal()">Ship <strong>free</strong></p><script>window.hacked = true</script>' +
    '<img src="https://cdn.example.com/a.png" onerror="window.hacked = true">' +
    '<a href="https://example.com/terms">terms</a><a href="javascript:alert(1)">bad</a>',
  layout: 'PIN_TOP',
  updatedAt: '2024-05-01T10:00:00.000Z',
};

let answer: EventNotify[] = [];
let fetched = 0;
/** The bodies of POST events/notifies/seen, in order. */
let seenBodies: unknown[] = [];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  queryClient.clear();
  fetched = 0;
  seenBodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (String(input).endsWith('/events/notifies/seen')) {
        seenBodies.push(JSON.parse(String(init?.body)));
        return json(200, { status: 200, data: { seen: 2 } });
      }
      fetched += 1;
      return json(200, { status: 200, data: answer });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('event notices for sellers (spec 02 section 4.11)', () => {
  it('opens the pop-ups about 1 s after they arrive, with next, back and close', async () => {
    answer = [popup('p1', 'Holiday schedule'), popup('p2', 'New colours')];
    // Today's cache holds them, so they arrive with the first render.
    writeNoticeCache(reconcileNoticeCache(null, answer, 'seller-1', new Date()));
    vi.useFakeTimers();
    renderInApp(<EventNotices userId="seller-1" />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByTestId('notice-popup-content')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByTestId('notice-popup-content').textContent).toBe('Holiday schedule body');
    expect(screen.getByTestId('notice-position').textContent).toBe('1 of 2');
    fireEvent.click(screen.getByTestId('notice-next'));
    expect(screen.getByTestId('notice-popup-content').textContent).toBe('New colours body');
    fireEvent.click(screen.getByTestId('notice-previous'));
    expect(screen.getByTestId('notice-popup-content').textContent).toBe('Holiday schedule body');
    fireEvent.click(screen.getByTestId('notice-popup-close'));
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByTestId('notice-popup-content')).toBeNull();
    const stored = JSON.parse(localStorage.getItem(EVENT_NOTICES_STORAGE_KEY) ?? '{}');
    expect(stored.closed).toEqual(['p1@2024-05-01T10:00:00.000Z', 'p2@2024-05-01T10:00:00.000Z']);
    // Seen once is seen in every browser: the server keeps it, at the version shown.
    expect(seenBodies).toEqual([
      {
        notices: [
          { id: 'p1', updatedAt: '2024-05-01T10:00:00.000Z' },
          { id: 'p2', updatedAt: '2024-05-01T10:00:00.000Z' },
        ],
      },
    ]);
  });

  it('sanitises the HTML again before showing it, and keeps a closed banner closed today', async () => {
    answer = [banner];
    const view = renderInApp(<EventNotices userId="seller-1" />);
    const content = await screen.findByTestId('notice-banner-content');
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toMatch(/onclick|onerror|javascript|hacked/);
    expect(content.querySelector('strong')?.textContent).toBe('free');
    expect(content.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    const link = content.querySelector('a[href="https://example.com/terms"]');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.click(screen.getByTestId('notice-banner-close'));
    expect(screen.queryByTestId('notice-banner')).toBeNull();
    view.unmount();
    queryClient.clear();
    renderInApp(<EventNotices userId="seller-1" />);
    await waitFor(() => expect(fetched).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('notice-banner')).toBeNull();

    // Edited by an admin: it shows again.
    answer = [{ ...banner, subject: 'Free shipping extended', updatedAt: '2024-05-02T00:00:00Z' }];
    queryClient.clear();
    renderInApp(<EventNotices userId="seller-1" />);
    expect((await screen.findByTestId('notice-banner-subject')).textContent).toBe(
      'Free shipping extended',
    );
  });

  it('shows a SIDEBAR notice at the side, sanitised, and keeps it closed today once closed', async () => {
    const side: EventNotify = {
      id: 'side',
      subject: 'Order cut-off',
      content: '<p>Order by <b>Friday</b><script>window.hacked = true</script></p>',
      layout: 'SIDEBAR',
      updatedAt: '2024-05-01T10:00:00.000Z',
    };
    answer = [side];
    const view = renderInApp(<EventNotices userId="seller-1" />);
    const content = await screen.findByTestId('notice-sidebar-content');
    expect(screen.getByTestId('notice-sidebar-subject').textContent).toBe('Order cut-off');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('b')?.textContent).toBe('Friday');
    expect(screen.queryByTestId('notice-banner')).toBeNull();
    fireEvent.click(screen.getByTestId('notice-sidebar-close'));
    expect(screen.queryByTestId('notice-sidebar')).toBeNull();
    // Not a pop-up: nothing is remembered on the server, only in today's cache.
    expect(seenBodies).toEqual([]);
    view.unmount();
    renderInApp(<EventNotices userId="seller-1" />);
    await waitFor(() => expect(fetched).toBeGreaterThan(0));
    expect(screen.queryByTestId('notice-sidebar')).toBeNull();
  });
});
