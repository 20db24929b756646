import { createRequire } from 'node:module';

const requirePackage = createRequire(import.meta.url);

/**
 * A package that is loaded the first time a request needs it rather than when the server starts.
 * The spreadsheet, PDF, image, mail and S3 libraries took about half of the embedded start-up
 * just to be read and compiled (exceljs alone ~1 s), and most starts never use them; each is
 * CommonJS, so the first call loads it synchronously and later calls get the same module.
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requirePackage(name) as T);
}
