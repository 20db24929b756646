import { expect, it } from 'vitest';
import { screenImports } from '../../build/screenChunkUrl';

const chunk = (name: string, imports: string[] = [], isEntry = false) => ({
  name,
  imports,
  isEntry,
});
const CHUNKS = {
  'assets/index-a.js': chunk('index', ['assets/runtime-a.js'], true),
  'assets/runtime-a.js': chunk('rolldown-runtime'),
  'assets/shell-a.js': chunk('shell', ['assets/index-a.js', 'assets/helpers-a.js']),
  'assets/helpers-a.js': chunk('helpers'),
  'assets/listConfig-a.js': chunk('listConfig', ['assets/shell-a.js', 'assets/scope-a.js']),
  'assets/scope-a.js': chunk('scope', ['assets/index-a.js']),
  'assets/UsersListPage-a.js': chunk('UsersListPage', [
    'assets/runtime-a.js',
    'assets/index-a.js',
    'assets/shell-a.js',
    'assets/listConfig-a.js',
  ]),
};

it("lists a screen's imports, through other chunks, that index.html does not preload anyway", () => {
  expect(screenImports('assets/UsersListPage-a.js', CHUNKS, ['shell'])).toEqual([
    '/assets/listConfig-a.js',
    '/assets/scope-a.js',
  ]);
});

it('leaves out the entry, the preloaded groups and what they import', () => {
  expect(screenImports('assets/shell-a.js', CHUNKS, ['shell'])).toEqual([]);
  expect(screenImports('assets/UsersListPage-a.js', CHUNKS, [])).toEqual([
    '/assets/shell-a.js',
    '/assets/helpers-a.js',
    '/assets/listConfig-a.js',
    '/assets/scope-a.js',
  ]);
});
