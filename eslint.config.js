import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Module walls (issue 30): a module reaches another only through its public face, index.ts. A file
// `depth` folders below modules/ names another module as `../` × depth + `<module>/…`; anything
// after the module's name but `index` is that module's inside. Tests and their helpers
// (`*.test.ts`, `test-*.ts`) may reach in to build their data; the recorded module graph
// (apps/server/recorded/module-graph.txt) counts the other files' imports.
const DEPTHS = [1, 2, 3, 4];
const TESTS = ['**/*.test.ts', '**/test-*.ts'];
// A tables file (`tables.ts`, `*-tables.ts`) may also name another module's tables file: the schema
// loads as a layer of its own (schema.ts, drizzle-kit), and a face would load that module's
// services in the middle of it, whose top-level queries then meet tables not yet defined.
const TABLES = ['**/tables.ts', '**/*-tables.ts'];
const throughIndex = (depth, inside = 'index') => ({
  regex: `^(\\.\\./){${depth}}(?!\\.\\.)[^/]+/(?!(${inside})(\\.js)?$)`,
  message: 'import another module through its public face, modules/<module>/index',
});
const orTables = 'index|tables|[\\w-]+-tables';
// Orders and production each build on the order-item lifecycle (modules/order-items: the status
// flow, routing at approval, units following their item); production may read orders, never the
// other way round, so the two never import each other in a circle.
const ordersNotProduction = {
  group: ['**/production/**'],
  message:
    'orders does not import production: the order-item lifecycle lives in modules/order-items',
};
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
function moduleWalls() {
  const below = (depth) => '*/'.repeat(depth);
  const tablesOf = (folder) => TABLES.map((glob) => `${folder}/${glob.slice(3)}`);
  return [
    ...DEPTHS.map((depth) =>
      restrict(
        [`apps/server/src/modules/${below(depth)}*.ts`],
        [throughIndex(depth)],
        [...TESTS, ...TABLES],
      ),
    ),
    restrict(tablesOf('apps/server/src/modules/*'), [throughIndex(1, orTables)]),
    restrict(['apps/server/src/modules/orders/**/*.ts'], [ordersNotProduction]),
    ...DEPTHS.map((depth) =>
      restrict(
        [`apps/server/src/modules/orders/${below(depth - 1)}*.ts`],
        [throughIndex(depth), ordersNotProduction],
        [...TESTS, ...TABLES],
      ),
    ),
    restrict(tablesOf('apps/server/src/modules/orders'), [
      throughIndex(1, orTables),
      ordersNotProduction,
    ]),
  ];
}

// Globals a browser has and Node.js does not (or has under another meaning).
const BROWSER_GLOBALS = [
  'window',
  'document',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'name',
  'event',
  'self',
  'top',
  'parent',
  'close',
  'status',
  'alert',
  'confirm',
  'prompt',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  // The server's type-check shares one program with bench/ and e2e/ (tsconfig.node.json), which
  // drive a browser and so have the DOM's types: the browser's own globals stay out of the server.
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...BROWSER_GLOBALS.map((name) => ({ name, message: 'the server runs without a browser' })),
      ],
    },
  },
  // Layers: platform/ is below the modules and features, ui/ below the features. A file that
  // reaches up makes the layers a tangle; `farm-studio` draws them.
  {
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'platform/ imports no module' }] },
      ],
    },
  },
  // Module walls (issue 30): a module reaches another only through its public face, index.ts.
  ...moduleWalls(),
  // A face passes its tables on only as its declared read model (`xReadModel = readModel({...})`,
  // platform/read-model.ts): other modules read them and never write (the module-graph test).
  {
    files: ['apps/server/src/modules/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
          selector: `${node}[exportKind='value'][source.value=/tables$/]`,
          message: "a module's tables leave its face only in its read model: readModel({ ... })",
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}', 'apps/web/src/platform/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'ui/ and platform/ import no feature',
            },
          ],
        },
      ],
    },
  },
  // Features sit below the app (router, route table, layouts, menus): the route table imports the
  // features' screens, so a feature that imports app/ makes a cycle. Screens read their route's
  // meta through ui/routeMeta.ts; what the app must give a feature, it provides at start.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/app'],
              message: 'features/ import no app/: read route meta through ui/routeMeta.ts',
            },
          ],
        },
      ],
    },
  },
  // A source file that passes 400 lines is asking to be split (tests and data aside).
  {
    files: ['{apps,packages}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/locales/**', '**/countries.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
