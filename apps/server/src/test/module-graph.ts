import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The server's module graph (issue 30): which module under `src/modules` imports which, read from
 * the import lines of the modules' own files. Tests and their helpers (`*.test.ts`, `test-*.ts`)
 * are left out: they build data across modules and no module depends on them.
 */
export type ModuleGraph = {
  /**
   * `from` imports `to` (both module folder names), with the table names its code reads from `to`
   * and those its own tables files reference (a foreign key: the schema's, not a read).
   */
  edges: Map<
    string,
    { from: string; to: string; tables: Set<string>; references: Set<string>; code: boolean }
  >;
  /** Import statements that name another module's `tables.ts` (or `*-tables.ts`) file itself. */
  tableFileImports: number;
  /**
   * Import statements of code (not tables files) that take another module's tables: from its
   * tables file or as tables its face passes on. A declared read model is not counted here.
   */
  tableReads: number;
  /** Import statements of code that take another module's declared read model (`xReadModel`). */
  readModelImports: number;
};

export type SourceFile = { path: string; text: string };

export const isTestFile = (file: string) =>
  file.endsWith('.test.ts') || path.basename(file).startsWith('test-');

/** Every non-test `.ts` file below `modulesDir`, read from disk. */
export function moduleSources(modulesDir: string): SourceFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.ts') && !isTestFile(full) ? [full] : [];
    });
  return walk(modulesDir).map((file) => ({ path: file, text: readFileSync(file, 'utf8') }));
}

type Specifier = { specifier: string; names: string[]; isType?: boolean };

function specifiers(file: SourceFile): Specifier[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest);
  const found: Specifier[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const bindings = ts.isImportDeclaration(node)
        ? node.importClause?.namedBindings
        : node.exportClause;
      const elements =
        bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))
          ? [...bindings.elements]
          : [];
      const isType = ts.isImportDeclaration(node)
        ? Boolean(node.importClause?.isTypeOnly)
        : node.isTypeOnly;
      // A row type (`OrderItemRow`) names no table: only values count as a table read.
      const names = elements
        .filter((element) => !(ts.isExportSpecifier(element) && element.isTypeOnly))
        .map((element) => (element.propertyName ?? element.name).text);
      found.push({ specifier: node.moduleSpecifier.text, names, isType });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, names: [] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isTablesFile = (relative: string) => /(^|\/|-)tables(\.js|\.ts)?$/.test(relative);

/**
 * The names each module's public face (`index.ts`) passes on from its tables files: reading one
 * of them from another module is reading that module's tables.
 */
function tableNamesOfFaces(files: SourceFile[], modulesDir: string): Map<string, Set<string>> {
  const faces = new Map<string, Set<string>>();
  for (const file of files) {
    const relative = path.relative(modulesDir, file.path).split(path.sep);
    if (relative.length !== 2 || relative[1] !== 'index.ts') continue;
    const names = new Set<string>();
    for (const { specifier, names: exported, isType } of specifiers(file)) {
      if (isTablesFile(specifier) && !isType) exported.forEach((name) => names.add(name));
    }
    faces.set(relative[0]!, names);
  }
  return faces;
}

export function computeModuleGraph(modulesDir: string, files: SourceFile[]): ModuleGraph {
  const faces = tableNamesOfFaces(files, modulesDir);
  const edges: ModuleGraph['edges'] = new Map();
  let tableFileImports = 0;
  let tableReads = 0;
  let readModelImports = 0;
  const moduleOf = (file: string) => {
    const relative = path.relative(modulesDir, file).split(path.sep);
    return relative[0] === '..' || relative.length < 2 ? null : relative;
  };
  for (const file of files) {
    const from = moduleOf(file.path)?.[0];
    if (!from) continue;
    const isSchema = isTablesFile(path.relative(modulesDir, file.path).split(path.sep).join('/'));
    const handles = readModelHandles(file);
    for (const { specifier, names } of specifiers(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = moduleOf(path.resolve(path.dirname(file.path), specifier));
      const to = target?.[0];
      if (!target || !to || to === from) continue;
      const inside = target.slice(1).join('/');
      const edge = edges.get(`${from} -> ${to}`) ?? {
        from,
        to,
        tables: new Set<string>(),
        references: new Set<string>(),
        code: false,
      };
      edges.set(`${from} -> ${to}`, edge);
      if (!isSchema) edge.code = true;
      const named = isSchema ? edge.references : edge.tables;
      if (isTablesFile(inside)) {
        tableFileImports += 1;
        if (!isSchema) tableReads += 1;
        names.forEach((name) => named.add(name));
      } else if (/^index(\.js|\.ts)?$/.test(inside)) {
        const tables = names.filter((name) => faces.get(to)?.has(name));
        tables.forEach((name) => named.add(name));
        if (tables.length > 0 && !isSchema) tableReads += 1;
        const models = names.filter((name) => name.endsWith('ReadModel'));
        if (models.length > 0) readModelImports += 1;
        models.forEach((model) => handles.get(model)?.forEach((name) => named.add(name)));
      }
    }
  }
  return { edges, tableFileImports, tableReads, readModelImports };
}

/**
 * The handles a file destructures from read models (`const { a, b: c } = xReadModel`): each
 * with its read model, the table's name and the local name.
 */
export function destructuredHandles(source: ts.SourceFile, isReadModel: (name: string) => boolean) {
  const found: { model: string; key: string; local: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isIdentifier(node.initializer) &&
      isReadModel(node.initializer.text)
    ) {
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key) && ts.isIdentifier(element.name)) {
          found.push({ model: node.initializer.text, key: key.text, local: element.name.text });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The table handles a file takes from the read models it imports: `const { a, b } = xReadModel`
 * and `xReadModel.c`, by read model.
 */
function readModelHandles(file: SourceFile): Map<string, Set<string>> {
  const handles = new Map<string, Set<string>>();
  if (!file.text.includes('ReadModel')) return handles;
  const add = (model: string, name: string) =>
    handles.set(model, (handles.get(model) ?? new Set<string>()).add(name));
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest);
  const isReadModel = (name: string) => name.endsWith('ReadModel');
  destructuredHandles(source, isReadModel).forEach(({ model, key }) => add(model, key));
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      isReadModel(node.expression.text)
    ) {
      add(node.expression.text, node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return handles;
}

/**
 * The imports of modules' code: what a module needs loaded to run. A tables file's import of
 * another module's table (a foreign key) is the schema's, one layer that schema.ts and drizzle-kit
 * load whole (references are lazy, `() => orders.id`), so it makes no cycle of the code.
 */
export const codeEdges = (graph: ModuleGraph) =>
  [...graph.edges.values()].filter((edge) => edge.code);

/**
 * Foreign keys that point against the code's direction: a module's table references a table of a
 * module that imports it (order_items.order_id -> orders.id, while orders runs the item flow).
 */
export function referencesAgainstCode(graph: ModuleGraph): string[] {
  return [...graph.edges.values()]
    .filter(({ from, to, code }) => !code && graph.edges.get(`${to} -> ${from}`)?.code)
    .map(({ from, to }) => `${from} -> ${to}`)
    .sort();
}

/** Strongly connected groups of two or more modules (Tarjan): each is a cycle. */
export function cyclesOf(graph: ModuleGraph): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of codeEdges(graph)) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Pairs of modules that import each other, as `a <-> b` with a before b. */
export function twoWayPairs(graph: ModuleGraph): string[] {
  const code = new Set(codeEdges(graph).map(({ from, to }) => `${from} -> ${to}`));
  return [...code]
    .map((line) => line.split(' -> ') as [string, string])
    .filter(([from, to]) => from < to && code.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`)
    .sort();
}

/**
 * The recorded text: the declared read models (modules that read other modules' tables by design),
 * one line per module-to-module import (with the other module's tables it still reads, by name),
 * then the cycles, two-way pairs and foreign keys against the code's direction, each with the
 * reason it stays.
 */
export function describeModuleGraph(
  graph: ModuleGraph,
  reasons: Record<string, string>,
  readModels: Record<string, string> = {},
): string {
  const edges = [...graph.edges.values()]
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
    .map(({ from, to, tables, references, code }) =>
      [
        `${from} -> ${to}`,
        tables.size ? `  reads tables: ${[...tables].sort().join(', ')}` : '',
        references.size ? `  references: ${[...references].sort().join(', ')}` : '',
        code ? '' : '  (schema only)',
      ].join(''),
    );
  const cycles = cyclesOf(graph).map((group) => group.join(' ~ '));
  const pairs = twoWayPairs(graph);
  const against = referencesAgainstCode(graph);
  const reasoned = (line: string) => `${line}  (${reasons[line] ?? 'NO REASON GIVEN'})`;
  return [
    '# The server module graph: which module imports which (apps/server/src/modules, test files',
    '# left out). Rewrite: `npx vitest run --project server -u apps/server/src/module-graph.test.ts`;',
    '# read the diff as a new dependency. A module is reached only through its index.ts. "reads',
    '# tables" names the tables its code reads; "references", those its tables files point to.',
    ...Object.entries(readModels).map(
      ([module, reason]) =>
        `# Declared read model, reads other modules' tables: ${module} (${reason})`,
    ),
    '',
    ...edges,
    '',
    `# Cycles (strongly connected modules): ${cycles.length}`,
    ...cycles.map(reasoned),
    `# Two-way pairs: ${pairs.length}`,
    ...pairs.map(reasoned),
    `# Foreign keys against the code's direction: ${against.length}`,
    ...against.map(reasoned),
    '',
  ].join('\n');
}
