import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The nearest `relative` at or above `startDir`. The server runs both from src/ (tests, tsx) and
 * from a bundled dist/main.js, so files beside the package are found by walking up, not by a
 * fixed number of `..`.
 */
export function findUp(startDir: string, relative: string): string | undefined {
  let dir = startDir;
  for (;;) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
