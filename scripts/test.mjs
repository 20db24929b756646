// The whole test suite: first the programs outside npm it needs (system-tools.mjs), then unit and
// API tests (vitest), the fleet test (apps/server/src/fleet) when PostgreSQL's and Redis's
// programs are installed, then the browser journeys in Debian's chromium when it is present. In
// CI (CI=true) a missing browser or fleet service fails the run instead of skipping.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath, ensureSystemPackages, isPresent } from './system-tools.mjs';

const isCi = process.env.CI === 'true';
const reportDir = mkdtempSync(path.join(tmpdir(), 'platfox-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again at the very end: CI often shows only the tail of a long log.
const failures = [];
// Each part's seconds, for the closing lines: where a slow run's time went.
const partTimes = [];

function timed(name, part) {
  const started = performance.now();
  const result = part();
  partTimes.push(`${name} ${Math.round((performance.now() - started) / 1000)} s`);
  return result;
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function vitestArgs(name, args) {
  const report = path.join(reportDir, `${name}.json`);
  const command = ['vitest', 'run', ...args, '--reporter=default', '--reporter=json'];
  return { report, command: [...command, `--outputFile.json=${report}`] };
}

/** Adds a finished vitest run's results to the totals and failures. */
function collect(report, code) {
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

function vitest(name, args, env = {}) {
  const { report, command } = vitestArgs(name, args);
  return collect(report, run('npx', command, env));
}

/**
 * The server files that test the embedded database itself (its data folder, its template, a
 * second process on one folder): they skip on PostgreSQL, so with DATABASE_URL they run again,
 * on PGlite. Read from the files at each run, so a new one joins by itself.
 */
function embeddedDatabaseFiles() {
  const src = path.join('apps', 'server', 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(src, file))
    .filter((file) =>
      /skipIf\([^)]*(DATABASE_URL|isPostgresStage)/.test(readFileSync(file, 'utf8')),
    )
    .sort();
}

/**
 * Vitest runs started beside what follows, one after another (their output kept in files,
 * printed when they end): the web's unit files, the fleet test and the embedded database's files
 * beside the browser journeys, which drive one chromium and one server at a time and leave about
 * one core idle.
 */
function vitestBeside(runs) {
  const lane = (async () => {
    let code = 0;
    for (const { name, args, time, env = {} } of runs) {
      const started = performance.now();
      const { report, command } = vitestArgs(name, args);
      const log = path.join(reportDir, `${name}.log`);
      const output = openSync(log, 'w');
      const child = spawn('npx', command, {
        stdio: ['ignore', output, output],
        env: { ...process.env, ...env },
      });
      closeSync(output);
      const exited = await new Promise((resolve) =>
        child.on('exit', (status) => resolve(status ?? 1)),
      );
      partTimes.push(`${time} ${Math.round((performance.now() - started) / 1000)} s`);
      code = collect(report, exited) || code;
      process.stdout.write(readFileSync(log, 'utf8'));
    }
    return code;
  })();
  return () => lane;
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

// Stops at once, before any test, with one line saying what to install.
if (!ensureSystemPackages(isCi)) process.exit(1);

const browser = chromiumPath();
// With chromium, the web's unit files run beside the browser journeys (below) on one worker: the
// journeys drive one chromium and one server at a time and left the second core mostly idle.
const unitProjects = browser ? ['--project', 'domain', '--project', 'server'] : [];
// With DATABASE_URL (and REDIS_URL), as CI runs it, the server's files run on that PostgreSQL and
// the live channel through Redis: races, locks, the pool and pg-boss are judged as in production,
// and native PostgreSQL is faster than the embedded database's WebAssembly. Without it, on PGlite.
let failed = timed('unit and API', () => vitest('unit', unitProjects)) !== 0;
/** With DATABASE_URL, the files that test the embedded database itself, once more on it. */
const embedded = process.env.DATABASE_URL
  ? {
      name: 'embedded',
      args: ['--project', 'server', ...embeddedDatabaseFiles()],
      env: { DATABASE_URL: '', REDIS_URL: '' },
    }
  : null;
// Without chromium nothing runs beside: they run here, one after another.
if (embedded && !browser) {
  const { name, args, env } = embedded;
  failed = timed('embedded database', () => vitest(name, args, env)) !== 0 || failed;
}

/** What the fleet test lacks to start a PostgreSQL cluster and a Redis server of its own. */
function fleetServicesMissing() {
  return [
    isPresent('pg_ctl') ? '' : 'PostgreSQL (/usr/lib/postgresql/*/bin)',
    isPresent('redis-server') ? '' : 'redis-server',
  ]
    .filter(Boolean)
    .join(' and ');
}

/** Says a part is skipped; in CI a skipped part is a failure. */
function skipped(message) {
  if (isCi) {
    console.error(`${message} In CI this is a failure.`);
    failed = true;
    totals.failed += 1;
  } else {
    console.warn(`\n${message}\n`);
  }
}

// The fleet test (issue 29): two app processes through kill -9, a Redis outage, PostgreSQL's
// faults and SIGTERM, on services of its own. It needs PostgreSQL's and Redis's programs.
const fleetMissing = fleetServicesMissing();
if (fleetMissing) {
  skipped(
    `Fleet test SKIPPED: ${fleetMissing} not found (apt-get install postgresql redis-server).`,
  );
}
const fleet = {
  name: 'fleet',
  args: ['--config', 'apps/server/vitest.fleet.config.ts'],
  time: 'fleet',
};

if (!browser) {
  skipped(
    'Browser tests SKIPPED: chromium not found (set CHROMIUM_PATH or apt-get install chromium).',
  );
  if (!fleetMissing) failed = timed('fleet', () => vitest(fleet.name, fleet.args)) !== 0 || failed;
} else {
  // The web's unit files on one worker, then the fleet test and the embedded database's files,
  // beside the build and the journeys.
  const web = vitestBeside([
    {
      name: 'web',
      args: ['--project', 'web', '--project', 'web-mocked', '--maxWorkers=1'],
      time: 'web unit beside them',
    },
    ...(fleetMissing ? [] : [{ ...fleet, time: 'fleet beside them' }]),
    ...(embedded
      ? [{ ...embedded, args: [...embedded.args, '--maxWorkers=1'], time: 'embedded beside them' }]
      : []),
  ]);
  if (timed('build', () => run('npm', ['run', 'build'])) !== 0) {
    failed = true;
    totals.failed += 1;
  } else {
    // Not spawnSync: the lane beside starts its next run only when this process's event loop
    // hears the last one exit, and a blocked loop held the fleet test until the journeys ended.
    const started = performance.now();
    const { report, command } = vitestArgs('e2e', ['--config', 'e2e/vitest.config.ts']);
    const child = spawn('npx', command, { stdio: 'inherit', env: process.env });
    const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
    partTimes.push(`browser ${Math.round((performance.now() - started) / 1000)} s`);
    failed = collect(report, code) !== 0 || failed;
  }
  failed = (await web()) !== 0 || failed;
}

// The plain closing lines CI reads.
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
console.log(`times: ${partTimes.join(', ')}`);
process.exit(failed ? 1 : 0);
