import type { Plugin } from 'vite';

/** The sign-in page: the shell's chunks would be wasted there (the other auth pages use them). */
const SIGN_IN_PATHS = /^\/login\/?$/;

/**
 * Adds to index.html a few lines that start the chunks the page will ask for, as modulepreload,
 * while the entry is still loading: the sign-in form's and the language's strings everywhere (the
 * shell draws with the same components), the shell's libraries and shared code and the session's
 * calls on any other path. Without them each chunk
 * is asked for only once the code before it has run. Chunk names are those of the build's
 * codeSplitting groups (vite.config.ts).
 */
export function preloadChunks({
  everywhere,
  outsideSignIn,
  screens,
  languages,
}: {
  everywhere: string[];
  outsideSignIn: string[];
  /**
   * Where the screens' files by address are kept and what such a file looks like
   * (app/routes/screenChunks.ts: the screen's file, or it and the files it imports): the
   * address's screen starts with the rest instead of once the app's chunk has run (issue 16), and
   * its imports with it instead of once it is imported (issue 37). A file from an earlier build
   * costs one failed request; an unknown address adds nothing.
   */
  screens: { key: string; file: RegExp };
  /**
   * The strings of the language the app will start in (platform/i18n detectLanguage: the stored
   * choice, else the browser's first supported language): its chunk, where it has one, is asked
   * for with the entry instead of once i18next starts (issue 37).
   */
  languages: { key: string; all: readonly string[]; chunkOf: (language: string) => string };
}): Plugin {
  return {
    name: 'platfox-preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = (names: string[]) =>
          Object.values(bundle ?? {})
            .filter((chunk) => chunk.type === 'chunk' && names.includes(chunk.name))
            .map((chunk) => `/${chunk.fileName}`);
        const strings = Object.fromEntries(
          languages.all.flatMap((language) =>
            files([languages.chunkOf(language)]).map((file) => [language, file]),
          ),
        );
        const script = `(() => {
  const files = ${JSON.stringify(files(everywhere))};
  try {
    const all = ${JSON.stringify(languages.all)};
    const stored = localStorage.getItem(${JSON.stringify(languages.key)});
    const language = all.includes(stored) ? stored : [...navigator.languages].map((tag) => tag.toLowerCase().split('-')[0]).find((base) => all.includes(base));
    const strings = ${JSON.stringify(strings)}[language];
    if (strings) files.push(strings);
  } catch {}
  if (!${SIGN_IN_PATHS}.test(location.pathname)) {
    files.push(...${JSON.stringify(files(outsideSignIn))});
    try {
      const screen = JSON.parse(localStorage.getItem(${JSON.stringify(screens.key)}) ?? '{}')[location.pathname];
      for (const file of [].concat(screen)) if (typeof file === 'string' && ${screens.file}.test(file)) files.push(file);
    } catch {}
  }
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
