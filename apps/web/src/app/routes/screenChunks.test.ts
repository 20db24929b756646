import { beforeEach, expect, it } from 'vitest';
import { BUILT_CHUNK, recordScreenChunk } from './screenChunks';

const recorded = () => JSON.parse(localStorage.getItem('screenChunks') ?? 'null') as unknown;

beforeEach(() => localStorage.clear());

const screen = (chunkUrl: string, imports: string[] = []) => ({ chunkUrl, imports });

it("records an address's built screen file, as index.html reads it", () => {
  recordScreenChunk('/r/users', screen(`${location.origin}/assets/UsersListPage-DTEFdALL.js`));
  recordScreenChunk('/r/users', screen(`${location.origin}/assets/UsersListPage-Bx2.js`));
  expect(recorded()).toEqual({ '/r/users': '/assets/UsersListPage-Bx2.js' });
});

it('records the files the screen imports after it, so that index.html preloads them too', () => {
  recordScreenChunk(
    '/r/users',
    screen(`${location.origin}/assets/UsersListPage-Bx2.js`, [
      '/assets/listConfig-a1.js',
      '/assets/scope-b2.js',
    ]),
  );
  expect(recorded()).toEqual({
    '/r/users': ['/assets/UsersListPage-Bx2.js', '/assets/listConfig-a1.js', '/assets/scope-b2.js'],
  });
});

it('records nothing for a module that is not a built chunk of this origin', () => {
  recordScreenChunk('/r/users', undefined);
  recordScreenChunk('/r/users', screen(`${location.origin}/src/features/users/UsersListPage.tsx`));
  recordScreenChunk('/r/users', screen('https://elsewhere.test/assets/UsersListPage-DTEFdALL.js'));
  recordScreenChunk('/r/users', screen('not a url'));
  recordScreenChunk(
    '/r/users',
    screen(`${location.origin}/assets/UsersListPage-Bx2.js`, ['//elsewhere.test/assets/a.js']),
  );
  expect(recorded()).toBeNull();
});

it('keeps the last 30 addresses', () => {
  for (let index = 0; index < 32; index += 1) {
    recordScreenChunk(
      `/r/users/${index}`,
      screen(`${location.origin}/assets/UserPage-${index}.js`),
    );
  }
  const kept = Object.keys(recorded() as object);
  expect(kept).toHaveLength(30);
  expect(kept[0]).toBe('/r/users/2');
  expect(kept.at(-1)).toBe('/r/users/31');
});

it('lets index.html preload only a built chunk under /assets/', () => {
  expect(BUILT_CHUNK.test('/assets/UsersListPage-DTEFdALL.js')).toBe(true);
  expect(BUILT_CHUNK.test('/assets/../api/x.js')).toBe(false);
  expect(BUILT_CHUNK.test('//elsewhere.test/assets/a.js')).toBe(false);
  expect(BUILT_CHUNK.test('/assets/a.js" onload="x')).toBe(false);
});
