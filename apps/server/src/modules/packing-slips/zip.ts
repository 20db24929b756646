import type { Writable } from 'node:stream';
import type Archiver from 'archiver';
import { onFirstUse } from '../../platform/on-first-use';

const archiver = onFirstUse<typeof Archiver>('archiver');

/*
 * Zips of print designs and shipping labels. Entries are stored, not deflated: PNG, JPEG and
 * PDF are compressed already, so deflating them again costs time and saves almost nothing.
 */

/** A name safe in any unzip tool: no folders, no control or reserved characters. */
export function safeEntryName(name: string): string {
  const cleaned = name
    .replace(/[/\\]/g, '_')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\p{Cc}/gu, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 150);
  return cleaned || 'file';
}

/** Names each entry once: a repeated name gets " (2)", " (3)"... before its extension. */
export class EntryNames {
  private readonly taken = new Set<string>();

  next(name: string): string {
    const safe = safeEntryName(name);
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let copy = 2; this.taken.has(candidate.toLowerCase()); copy += 1) {
      candidate = `${stem} (${copy})${extension}`;
    }
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}

/** A zip being written into `target`: append entries, then finish. */
export function zipWriter(target: Writable): {
  append: (name: string, content: Buffer) => void;
  finish: () => Promise<void>;
} {
  const archive = archiver()('zip', { store: true });
  const failed = new Promise<never>((_, reject) => archive.on('error', reject));
  failed.catch(() => undefined);
  archive.pipe(target);
  return {
    append: (name, content) => {
      archive.append(content, { name });
    },
    finish: () => Promise.race([archive.finalize(), failed]),
  };
}
