// The whole test suite: first the programs outside npm it needs (system-tools.mjs), then unit and
// API tests (vitest), the fleet test (apps/server/src/fleet) when PostgreSQL's and Redis's
// programs are installed, then the browser journeys in Debian's chromium when it is present. In
// CI (CI=true) a missing browser or fleet service fails the run instead of skipping.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
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

function vitest(name, args) {
  const { report, command } = vitestArgs(name, args);
  return collect(report, run('npx', command));
}

/**
 * A vitest run started beside what follows (its output kept in a file, printed when it ends):
 * the web's unit files beside the browser journeys, which leave about one core idle.
 */
function vitestBeside(name, args) {
  const { report, command } = vitestArgs(name, args);
  const log = path.join(reportDir, `${name}.log`);
  const output = openSync(log, 'w');
  const child = spawn('npx', command, { stdio: ['ignore', output, output], env: process.env });
  closeSync(output);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return async () => {
    const code = await exited;
    process.stdout.write(readFileSync(log, 'utf8'));
    return collect(report, code);
  };
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
let failed = timed('unit and API', () => vitest('unit', unitProjects)) !== 0;

/** What the fleet test lacks to start a PostgreSQL cluster and a Redis server of its own. */
function fleetServicesMissing() {
  return [
    isPresent('pg_ctl') ? '' : 'PostgreSQL (/usr/lib/postgresql/*/bin)',
    isPresent('redis-server') ? '' : 'redis-server',
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
  const fleet = () => vitest('fleet', ['--config', 'apps/server/vitest.fleet.config.ts']);
  failed = timed('fleet', fleet) !== 0 || failed;
}

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
} else {
  const started = performance.now();
  const web = vitestBeside('web', [
    '--project',
    'web',
    '--project',
    'web-mocked',
    '--maxWorkers=1',
  ]);
  if (timed('build', () => run('npm', ['run', 'build'])) !== 0) {
    failed = true;
    totals.failed += 1;
  } else {
    failed =
      timed('browser', () => vitest('e2e', ['--config', 'e2e/vitest.config.ts'])) !== 0 || failed;
  }
  failed = (await web()) !== 0 || failed;
  partTimes.push(`web unit beside them ${Math.round((performance.now() - started) / 1000)} s`);
}

// The plain closing lines CI reads.
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
console.log(`times: ${partTimes.join(', ')}`);
process.exit(failed ? 1 : 0);
