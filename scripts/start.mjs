// `npm start`: builds the web app and the server only when their sources changed since the last
// build, always as a production bundle, then runs the server.
//
// Why a stamp of the sources' content rather than file times: a fresh clone or checkout gives every
// file a new time, and a build that ran with other sources must never pass for current. Why force
// NODE_ENV=production for the build: with NODE_ENV=development in the shell, Vite bundles React's
// development build (login JS 199.6 KB instead of 136.8 KB, issue 37). The server itself keeps the
// caller's NODE_ENV (it decides, for one, whether demo data is seeded).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'coverage']);
const isTest = (name) => /\.test\.tsx?$|\.type-test\.ts$/.test(name);

/** Every file below a folder that can change a build, in a stable order. */
function filesOf(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesOf(full));
    else if (!isTest(entry.name)) found.push(full);
  }
  return found.sort();
}

function stampOf(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const full = path.join(root, input);
    for (const file of existsSync(full) && !full.endsWith('.json') ? filesOf(full) : [full]) {
      if (!existsSync(file)) continue;
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const shared = ['packages/domain', 'package-lock.json', 'tsconfig.base.json'];
const builds = [
  { name: 'web', workspace: '@platfox/web', output: 'apps/web/dist', inputs: ['apps/web'] },
  {
    name: 'server',
    workspace: '@platfox/server',
    output: 'apps/server/dist',
    inputs: ['apps/server'],
  },
];

for (const build of builds) {
  const stampFile = path.join(root, build.output, '.sources-stamp');
  const stamp = stampOf([...build.inputs, ...shared]);
  const built = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  if (built) {
    console.log(`${build.name}: up to date (${build.output})`);
    continue;
  }
  console.log(`${build.name}: building (${build.output} is missing or older than its sources)`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
}

// The server runs in this process, so that signals (SIGTERM from a supervisor) reach it directly.
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
