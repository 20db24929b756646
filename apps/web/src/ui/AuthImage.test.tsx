import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../platform/session/store';
import { aSession, json } from '../test/fixtures';
import { AuthImage } from './AuthImage';
import { forgetApiImages } from './authedImages';
import defaultImage from './data-list/default-image.svg';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const THUMBNAIL = '/api/catalog/images/img-1?size=thumbnail';

/** A fake server for images: `answers` by path; each call is kept with its headers. */
function serveImages(answers: Record<string, () => Response>) {
  const fetch = vi.fn(async (input: string, _init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const answer = answers[url.pathname + url.search];
    return answer ? answer() : json(404, { status: 404, message: 'Not found', errors: {} });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const image = () => new Response(PNG, { status: 200, headers: { 'Content-Type': 'image/png' } });

let made = 0;
const createObjectURL = vi.fn(() => {
  made += 1;
  return `blob:http://localhost/image-${made}`;
});
const revokeObjectURL = vi.fn();
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

beforeEach(() => {
  forgetApiImages();
  made = 0;
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const session = aSession({ id: 'u-images' });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
});
afterEach(() => {
  Object.assign(URL, jsdomUrl);
  vi.unstubAllGlobals();
  sessionStore.set({ status: 'signedOut', auth: null });
});

const show = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('AuthImage', () => {
  it('fetches an /api/ image with the bearer token and shows it as a blob: URL', async () => {
    const fetch = serveImages({ [THUMBNAIL]: image });
    show(<AuthImage src={THUMBNAIL} alt="design" data-testid="picture" />);

    await waitFor(() =>
      expect(screen.getByTestId('picture').getAttribute('src')).toBe(
        'blob:http://localhost/image-1',
      ),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(THUMBNAIL);
    const token = sessionStore.get().auth?.accessToken.token;
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('shows the fallback image when the server refuses the image', async () => {
    serveImages({
      [THUMBNAIL]: () => json(404, { status: 404, message: 'Not found', errors: {} }),
    });
    show(<AuthImage src={THUMBNAIL} alt="design" data-testid="picture" />);

    await waitFor(() =>
      expect(screen.getByTestId('picture').getAttribute('src')).toBe(defaultImage),
    );
    expect(screen.getByTestId('picture').getAttribute('data-status')).toBe('failed');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('fetches a URL shown many times once, and revokes each object URL on unmount', async () => {
    const fetch = serveImages({ [THUMBNAIL]: image });
    const rows = Array.from({ length: 100 }, (_, index) => index);
    const view = show(
      <>
        {rows.map((row) => (
          <AuthImage key={row} src={THUMBNAIL} alt="" data-testid="row-picture" />
        ))}
      </>,
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('row-picture')
          .every((img) => img.getAttribute('src')?.startsWith('blob:')),
      ).toBe(true),
    );
    expect(fetch).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(revokeObjectURL).toHaveBeenCalledTimes(createObjectURL.mock.calls.length);

    // Shown again (the list's next visit): from the cache, no second request.
    show(<AuthImage src={THUMBNAIL} alt="" data-testid="picture" />);
    await waitFor(() =>
      expect(screen.getByTestId('picture').getAttribute('src')).toMatch(/^blob:/),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves an absolute URL to the browser', () => {
    const fetch = serveImages({});
    show(<AuthImage src="https://cdn.test/front.png" alt="" data-testid="picture" />);
    expect(screen.getByTestId('picture').getAttribute('src')).toBe('https://cdn.test/front.png');
    expect(fetch).not.toHaveBeenCalled();
  });
});
