import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Figures } from '../lib/server';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/**
 * The functions with the most self time in the newest .cpuprofile of a folder (`node
 * --cpu-prof`), as a flame graph's bottom-up view lists them; idle and GC are named as V8 names
 * them, so the share of real work is readable. The first `skipMs` (the start-up: module loading,
 * migrations) are left out, so the figures are those of the requests.
 */
export function summariseCpuProfiles(
  folder: string,
  label: string,
  { skipMs = 0, top = 5 }: { skipMs?: number; top?: number } = {},
): Figures {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(folder, name));
  const newest = files.sort().at(-1);
  if (!newest) return { [label]: `no .cpuprofile in ${folder}` };
  const profile = JSON.parse(readFileSync(newest, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  let totalMs = 0;
  let elapsedMs = 0;
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    elapsedMs += delta;
    if (elapsedMs < skipMs) return;
    const frame = byId.get(id)!.callFrame;
    const where = frame.url
      ? ` ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`
      : '';
    const name = `${frame.functionName || '(anonymous)'}${where}`;
    totalMs += delta;
    selfMs.set(name, (selfMs.get(name) ?? 0) + delta);
  });
  const busy = [...selfMs.entries()].filter(([name]) => name !== '(idle)');
  const busyMs = busy.reduce((sum, [, value]) => sum + value, 0);
  const figures: Figures = {
    [`${label}: profile`]: `${path.basename(newest)}, ${(totalMs / 1000).toFixed(1)} s, busy ${(busyMs / 1000).toFixed(1)} s`,
  };
  busy
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([name, value], index) => {
      figures[`${label}: self time #${index + 1}`] =
        `${((100 * value) / busyMs).toFixed(1)}% of busy  ${name}`;
    });
  return figures;
}
