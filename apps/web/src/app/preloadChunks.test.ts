import { describe, expect, it } from 'vitest';
import { preloadChunks } from '../../build/preloadChunks';

const chunk = (name: string) => ({ type: 'chunk', name, fileName: `assets/${name}-abc.js` });
const BUNDLE = Object.fromEntries(
  ['sign-in', 'libraries', 'shell', 'strings-ar', 'strings-fr'].map((name) => [name, chunk(name)]),
);

/** The inline script the build writes into index.html, as this config's plugin writes it. */
function script(): string {
  const plugin = preloadChunks({
    everywhere: ['sign-in'],
    outsideSignIn: ['libraries', 'shell'],
    screens: { key: 'screenChunks', file: /^\/assets\/[\w.-]+\.js$/ },
    languages: {
      key: 'lang',
      all: ['en', 'ar', 'fr'],
      chunkOf: (language) => `strings-${language}`,
    },
  });
  const { handler } = plugin.transformIndexHtml as unknown as {
    handler: (html: string, context: { bundle: object }) => Array<{ children: string }>;
  };
  return handler('', { bundle: BUNDLE })[0]!.children;
}

/** Runs the script as index.html would, at an address, and answers the files it preloads. */
function preloaded(
  pathname: string,
  stored: Record<string, string>,
  browserLanguages: string[] = ['en-US'],
): string[] {
  const links: Array<{ rel: string; href: string }> = [];
  const fakes = {
    location: { pathname },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    navigator: { languages: browserLanguages },
    document: {
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    },
  };
  new Function(...Object.keys(fakes), script())(...Object.values(fakes));
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
}

describe("index.html's preload lines", () => {
  it('start the sign-in form alone on /login, in English', () => {
    expect(preloaded('/login', {})).toEqual(['/assets/sign-in-abc.js']);
  });

  it("start the chosen language's strings with the entry, on /login and elsewhere", () => {
    expect(preloaded('/login', { lang: 'ar' })).toEqual([
      '/assets/sign-in-abc.js',
      '/assets/strings-ar-abc.js',
    ]);
    expect(preloaded('/r/users', { lang: 'fr' })).toEqual([
      '/assets/sign-in-abc.js',
      '/assets/strings-fr-abc.js',
      '/assets/libraries-abc.js',
      '/assets/shell-abc.js',
    ]);
  });

  it("take the browser's first supported language when none was chosen, as i18n does", () => {
    expect(preloaded('/login', {}, ['de-DE', 'fr-CA', 'ar'])).toContain(
      '/assets/strings-fr-abc.js',
    );
    // English is in the app: no strings file; a stored choice wins over the browser's.
    expect(preloaded('/login', { lang: 'en' }, ['fr'])).toEqual(['/assets/sign-in-abc.js']);
    expect(preloaded('/login', { lang: 'xx' }, ['de'])).toEqual(['/assets/sign-in-abc.js']);
  });

  it("add the address's recorded screen, and nothing that is not a built chunk", () => {
    const screens = JSON.stringify({
      '/r/users': '/assets/UsersListPage-abc.js',
      '/r/x': '//evil',
    });
    expect(preloaded('/r/users', { screenChunks: screens })).toContain(
      '/assets/UsersListPage-abc.js',
    );
    expect(preloaded('/r/x', { screenChunks: screens })).not.toContain('//evil');
  });

  it("add the screen's imports recorded with it (modulepreload fetches a module alone)", () => {
    const screens = JSON.stringify({
      '/r/users': ['/assets/UsersListPage-abc.js', '/assets/listConfig-abc.js', '//evil', 3],
    });
    expect(preloaded('/r/users', { screenChunks: screens }).slice(-2)).toEqual([
      '/assets/UsersListPage-abc.js',
      '/assets/listConfig-abc.js',
    ]);
  });
});
