// The whole test suite: unit and API tests (vitest), the fleet test (apps/server/src/fleet) when
// PostgreSQL's and Redis's programs are installed, then the browser journeys in Debian's chromium
// when it is present. In CI (CI=true) a missing browser or fleet service fails the run instead of
// skipping.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const isCi = process.env.CI === 'true';
const reportDir = mkdtempSync(path.join(tmpdir(), 'platfox-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again at the very end: CI often shows only the tail of a long log.
const failures = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function vitest(name, args) {
  const report = path.join(reportDir, `${name}.json`);
  const code = run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    failures.push(...failuresIn(json));
  } else if (code !== 0) {
    totals.failed += 1;
  }
  return code;
}

/** Each failed test (or a file that failed before its tests ran) with the first line of its error. */
function failuresIn(json) {
  const found = [];
  for (const file of json.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      found.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      found.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  return found;
}

function firstLine(text) {
  return (text ?? '').split('\n').find((line) => line.trim() !== '') ?? '';
}

function chromiumPath() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
}

let failed = vitest('unit', []) !== 0;

/** Whether a PostgreSQL cluster and a Redis server of the fleet test's own can be started. */
function fleetServicesMissing() {
  const root = '/usr/lib/postgresql';
  const hasPostgres =
    existsSync(root) &&
    readdirSync(root).some((major) => existsSync(path.join(root, major, 'bin', 'pg_ctl')));
  const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
  return [
    hasPostgres ? '' : 'PostgreSQL (/usr/lib/postgresql/*/bin)',
    hasRedis ? '' : 'redis-server',
  ]
    .filter(Boolean)
    .join(' and ');
}

// The fleet test (issue 29): two app processes through kill -9, a Redis outage, PostgreSQL's
// faults and SIGTERM, on services of its own. It needs PostgreSQL's and Redis's programs.
const fleetMissing = fleetServicesMissing();
if (fleetMissing) {
  const message = `Fleet test SKIPPED: ${fleetMissing} not found (apt-get install postgresql redis-server).`;
  if (isCi) {
    console.error(`${message} In CI this is a failure.`);
    failed = true;
    totals.failed += 1;
  } else {
    console.warn(`\n${message}\n`);
  }
} else {
  failed = vitest('fleet', ['--config', 'apps/server/vitest.fleet.config.ts']) !== 0 || failed;
}

const browser = chromiumPath();
if (!browser) {
  const message =
    'Browser tests SKIPPED: chromium not found (set CHROMIUM_PATH or apt-get install chromium).';
  if (isCi) {
    console.error(`${message} In CI this is a failure.`);
    failed = true;
    totals.failed += 1;
  } else {
    console.warn(`\n${message}\n`);
  }
} else if (run('npm', ['run', 'build']) !== 0) {
  failed = true;
  totals.failed += 1;
} else {
  failed = vitest('e2e', ['--config', 'e2e/vitest.config.ts']) !== 0 || failed;
}

// The plain closing lines CI reads.
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
