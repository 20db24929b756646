// The module walls in figures (issue 30): cycles, two-way pairs, module-to-module edges, imports
// of another module's tables (outside its declared read model) and writes to another module's
// tables, over the server's non-test module files. Run: `npx tsx scripts/module-walls.ts`
// (`--list` names each table import and write). The module-graph test holds the same figures.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  codeEdges,
  computeModuleGraph,
  cyclesOf,
  moduleSources,
  referencesAgainstCode,
  twoWayPairs,
} from '../apps/server/src/test/module-graph';
import { crossModuleWrites } from '../apps/server/src/test/table-writes';

const modulesDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/src/modules',
);
const files = moduleSources(modulesDir);
const graph = computeModuleGraph(modulesDir, files);
const cycles = cyclesOf(graph);
const pairs = twoWayPairs(graph);
const writes = crossModuleWrites(modulesDir, files);

const figures: [string, string | number][] = [
  [
    'modules',
    new Set(files.map((file) => path.relative(modulesDir, file.path).split('/')[0])).size,
  ],
  [
    'cycles',
    `${cycles.length}${cycles.length ? ` (${cycles.map((c) => c.join(' ~ ')).join('; ')})` : ''}`,
  ],
  ['largest cycle (modules)', Math.max(0, ...cycles.map((group) => group.length))],
  ['two-way pairs', `${pairs.length}${pairs.length ? ` (${pairs.join('; ')})` : ''}`],
  ['edges (module -> module)', graph.edges.size],
  ['edges by code (not only a foreign key)', codeEdges(graph).length],
  ["foreign keys against the code's direction", referencesAgainstCode(graph).length],
  ["imports of another module's tables (code, not tables files)", graph.tableReads],
  ["imports of another module's tables file (any file)", graph.tableFileImports],
  ["imports of another module's declared read model", graph.readModelImports],
  ["writes to another module's tables", writes.length],
];
const width = Math.max(...figures.map(([name]) => name.length));
for (const [name, value] of figures) console.log(`${name.padEnd(width)}  ${value}`);
if (process.argv.includes('--list')) {
  console.log('\nwrites:');
  for (const write of writes) {
    console.log(
      `  ${write.file}:${write.line}  ${write.module} writes ${write.owner}.${write.table}`,
    );
  }
}
