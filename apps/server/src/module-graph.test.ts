import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import {
  computeModuleGraph,
  cyclesOf,
  describeModuleGraph,
  moduleSources,
  referencesAgainstCode,
  twoWayPairs,
} from './test/module-graph';

const here = path.dirname(fileURLToPath(import.meta.url));
const modulesDir = path.join(here, 'modules');
const recorded = path.join(here, '../recorded/module-graph.txt');

/**
 * A cycle, two-way pair or foreign key against the code's direction that stays is named here with
 * its reason (issue 30: no cycle, no pair). The key is the line the recorded file shows for it; a
 * new one fails the test until it is named here with a real reason.
 */
const REASONS: Record<string, string> = {
  'order-items -> orders':
    "an order owns its items: an item's row names its order (order_items.order_id), while the " +
    "order's use cases run the item flow below them, which sets the order's status through " +
    "orders' orderStatusRecord (a port, given by subscriptions.ts)",
};

/**
 * Modules that read other modules' tables by design, named at the top of the recording: any other
 * module reads another's rows through that module's functions, or is on its way to.
 */
const READ_MODELS: Record<string, string> = {
  'data-lists':
    "the lists' read model: each list model selects, filters and counts straight from the owning " +
    "modules' tables, one SQL statement per page",
};

describe('the module graph (issue 30)', () => {
  const graph = computeModuleGraph(modulesDir, moduleSources(modulesDir));

  it('is recorded: a new module-to-module import shows as a diff in review', async () => {
    await expect(describeModuleGraph(graph, REASONS, READ_MODELS)).toMatchFileSnapshot(recorded);
  });

  it('keeps no cycle, two-way pair or backward foreign key without a reason, nor a stale reason', () => {
    const present = [
      ...cyclesOf(graph).map((group) => group.join(' ~ ')),
      ...twoWayPairs(graph),
      ...referencesAgainstCode(graph),
    ];
    expect(present.filter((line) => !(line in REASONS))).toEqual([]);
    expect(Object.keys(REASONS).filter((line) => !present.includes(line))).toEqual([]);
  });

  it('differs from the recording once a module imports a module it did not', () => {
    // Some pair of modules with no import between them today: issues never imported audit.
    expect(graph.edges.has('issues -> audit')).toBe(false);
    const newcomer = {
      path: path.join(modulesDir, 'issues', 'new-report.ts'),
      text: "import { orderTrail } from '../audit/index';\nexport const report = orderTrail;\n",
    };
    const grown = computeModuleGraph(modulesDir, [...moduleSources(modulesDir), newcomer]);
    const text = describeModuleGraph(grown, REASONS, READ_MODELS);
    expect(text).toContain('\nissues -> audit\n');
    expect(text).not.toBe(readFileSync(recorded, 'utf8'));
  });

  it('names the tables one module reads of another', () => {
    const files = [
      { path: path.join(modulesDir, 'a', 'index.ts'), text: "export { things } from './tables';" },
      { path: path.join(modulesDir, 'a', 'tables.ts'), text: 'export const things = 1;' },
      {
        path: path.join(modulesDir, 'b', 'service.ts'),
        text: "import { things } from '../a/index';\nimport { more } from '../a/tables';",
      },
    ];
    const small = computeModuleGraph(modulesDir, files);
    expect(describeModuleGraph(small, {})).toContain('b -> a  reads tables: more, things');
    expect(small.tableFileImports).toBe(1);
    // A tables file naming another module's table references it (a foreign key): not a read.
    const schema = {
      path: path.join(modulesDir, 'c', 'tables.ts'),
      text: "import { things } from '../a/tables';",
    };
    const referenced = computeModuleGraph(modulesDir, [...files, schema]);
    expect(describeModuleGraph(referenced, {})).toContain(
      '\nc -> a  references: things  (schema only)\n',
    );
  });
});

describe('cycles of the code, and foreign keys of the schema', () => {
  const file = (name: string, text: string) => ({ path: path.join(modulesDir, name), text });
  const lower = file('low/service.ts', "import { x } from '../high/index';");
  const higher = file('high/service.ts', "import { y } from '../low/index';");

  it('finds two modules whose code imports each other', () => {
    const graph = computeModuleGraph(modulesDir, [lower, higher]);
    expect(twoWayPairs(graph)).toEqual(['high <-> low']);
    expect(cyclesOf(graph)).toEqual([['high', 'low']]);
  });

  it("names a foreign key against the code's direction, which makes no cycle", () => {
    const foreignKey = file('low/tables.ts', "import { highs } from '../high/tables';");
    const graph = computeModuleGraph(modulesDir, [higher, foreignKey]);
    expect(twoWayPairs(graph)).toEqual([]);
    expect(cyclesOf(graph)).toEqual([]);
    expect(referencesAgainstCode(graph)).toEqual(['low -> high']);
  });
});

describe('the module walls lint rule', () => {
  const eslint = new ESLint({ cwd: path.join(here, '../../..') });
  const problems = async (file: string, text: string) => {
    const [result] = await eslint.lintText(text, { filePath: path.join(modulesDir, file) });
    return result!.messages.map((message) => `${message.ruleId}: ${message.line}`);
  };

  it('fails an import of another module that bypasses its index.ts', async () => {
    const text = [
      "import { orders } from '../orders/tables';",
      "import { reachOrder } from '../orders/index';",
      "import { notFound } from '../../platform/errors';",
      'export const all = [orders, reachOrder, notFound];',
      '',
    ].join('\n');
    expect(await problems('issues/probe.ts', text)).toEqual(['no-restricted-imports: 1']);
    const deeper = "import { orders } from '../../orders/drafts';\nexport const all = [orders];\n";
    expect(await problems('data-lists/models/probe.ts', deeper)).toEqual([
      'no-restricted-imports: 1',
    ]);
  });

  it('lets a module import its own files, and a test reach in to build its data', async () => {
    const own = "import { orders } from './tables';\nexport const all = [orders];\n";
    expect(await problems('orders/probe.ts', own)).toEqual([]);
    const test = "import { orders } from '../orders/tables';\nexport const all = [orders];\n";
    expect(await problems('issues/probe.test.ts', test)).toEqual([]);
  });

  it('lets a tables file name the tables file of a table it references, and nothing else', async () => {
    const schema = "import { orders } from '../orders/tables';\nexport const all = [orders];\n";
    expect(await problems('issues/tables.ts', schema)).toEqual([]);
    const services =
      "import { placeLocked } from '../orders/placement';\nexport const all = [placeLocked];\n";
    expect(await problems('issues/probe-tables.ts', services)).toEqual([
      'no-restricted-imports: 1',
    ]);
  });
});
