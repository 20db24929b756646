import path from 'node:path';
import ts from 'typescript';
import { destructuredHandles, type SourceFile } from './module-graph';

/**
 * Who writes whose tables (issue 30): a module changes only its own tables; another module's rows
 * change through that module's functions. Read from the modules' non-test files: every
 * `pgTable` a module's tables files declare has that module as owner, and a write is an
 * `insert`/`update`/`delete` on a table of another module (by its import, a read model's handle or
 * its SQL name in a `sql` text), or a call that hands such a table to a function named for a
 * write (`deleteByIds(products, ...)`).
 */
export type TableOwner = { module: string; name: string; sqlName: string };
export type CrossModuleWrite = {
  file: string;
  line: number;
  module: string;
  table: string;
  owner: string;
};

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const WRITE_FUNCTION = /^(delete|insert|update|upsert|write)/i;
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const SQL_WRITE_BEFORE_TABLE = /\b(insert\s+into|update|delete\s+from)\s+$/i;

const relativeParts = (modulesDir: string, file: string) =>
  path.relative(modulesDir, file).split(path.sep);
const isTablesFile = (file: string) => /(^|-)tables\.ts$/.test(path.basename(file));

/** The tables each module's tables files declare: `export const x = pgTable('sql_name', ...)`. */
export function tableOwners(modulesDir: string, files: SourceFile[]): Map<string, TableOwner> {
  const owners = new Map<string, TableOwner>();
  for (const file of files) {
    const [module] = relativeParts(modulesDir, file.path);
    if (!module || module === '..' || !isTablesFile(file.path)) continue;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          init &&
          ts.isCallExpression(init) &&
          ts.isIdentifier(init.expression) &&
          init.expression.text === 'pgTable' &&
          init.arguments[0] &&
          ts.isStringLiteral(init.arguments[0])
        ) {
          const name = declaration.name.text;
          owners.set(name, { module, name, sqlName: init.arguments[0].text });
        }
      }
    }
  }
  return owners;
}

/** The module a relative import of `file` lands in, or null outside modules/. */
function importedModule(modulesDir: string, file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const parts = relativeParts(modulesDir, path.resolve(path.dirname(file), specifier));
  return parts[0] === '..' || parts.length < 2 ? null : parts[0]!;
}

/**
 * The names in one file that hold another module's table: imported tables, read models
 * (`xReadModel`) and the handles destructured from them.
 */
function foreignBindings(modulesDir: string, file: SourceFile, source: ts.SourceFile) {
  const [module] = relativeParts(modulesDir, file.path);
  const tables = new Map<string, string>();
  const readModels = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const from = importedModule(modulesDir, file.path, statement.moduleSpecifier.text);
    const bindings = statement.importClause?.namedBindings;
    if (!from || from === module || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (imported.endsWith('ReadModel')) readModels.add(element.name.text);
      else tables.set(element.name.text, imported);
    }
  }
  for (const { key, local } of destructuredHandles(source, (name) => readModels.has(name))) {
    tables.set(local, key);
  }
  return { tables, readModels };
}

/** Every write a module's non-test file makes to a table another module owns. */
export function crossModuleWrites(modulesDir: string, files: SourceFile[]): CrossModuleWrite[] {
  const owners = tableOwners(modulesDir, files);
  const bySqlName = new Map([...owners.values()].map((owner) => [owner.sqlName, owner]));
  const writes: CrossModuleWrite[] = [];
  for (const file of files) {
    const [module] = relativeParts(modulesDir, file.path);
    if (!module || module === '..' || isTablesFile(file.path)) continue;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    const { tables, readModels } = foreignBindings(modulesDir, file, source);
    const foreignTable = (node: ts.Node | undefined): TableOwner | undefined => {
      if (!node) return undefined;
      if (ts.isIdentifier(node)) {
        const owner = tables.has(node.text) ? owners.get(tables.get(node.text)!) : undefined;
        return owner && owner.module !== module ? owner : undefined;
      }
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        readModels.has(node.expression.text)
      ) {
        const owner = owners.get(node.name.text);
        return owner && owner.module !== module ? owner : undefined;
      }
      return undefined;
    };
    const record = (node: ts.Node, owner: TableOwner) =>
      writes.push({
        file: path.relative(modulesDir, file.path).split(path.sep).join('/'),
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        module,
        table: owner.name,
        owner: owner.module,
      });
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const calleeName = ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : ts.isIdentifier(callee)
            ? callee.text
            : '';
        if (ts.isPropertyAccessExpression(callee) && WRITE_METHODS.has(calleeName)) {
          const owner = foreignTable(node.arguments[0]);
          if (owner) record(node, owner);
        } else if (WRITE_FUNCTION.test(calleeName)) {
          const owner = node.arguments.map(foreignTable).find(Boolean);
          if (owner) record(node, owner);
        }
      }
      if (ts.isTaggedTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const template = ts.isTaggedTemplateExpression(node) ? node.template : node;
        const literals = ts.isNoSubstitutionTemplateLiteral(template)
          ? [template.text]
          : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
        for (const text of literals) {
          for (const match of text.matchAll(SQL_WRITE)) {
            const owner = bySqlName.get(match[2]!.toLowerCase());
            if (owner && owner.module !== module) record(node, owner);
          }
        }
        if (ts.isTemplateExpression(template)) {
          template.templateSpans.forEach((span, index) => {
            const before = index === 0 ? template.head.text : template.templateSpans[index - 1]!;
            const text = typeof before === 'string' ? before : before.literal.text;
            const owner = foreignTable(span.expression);
            if (owner && SQL_WRITE_BEFORE_TABLE.test(text)) record(node, owner);
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return writes;
}
