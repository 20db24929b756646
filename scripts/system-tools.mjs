// The programs outside npm that the test command needs, installed before any test runs: the README
// promises that `npm install && npm test` is all a new machine needs. Debian packages are
// installed with apt-get when we run as root (CI, containers); anywhere else a missing one stops
// the run at once with one line naming what to install, instead of 19 tests failing later with
// `spawn pdftoppm ENOENT`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What is needed, by Debian package. `required`: the unit and API suite cannot run without it.
 * chromium is required in CI only: elsewhere the browser journeys are skipped, as the README says.
 */
const PACKAGES = [
  {
    debian: 'poppler-utils',
    // The packing-slip checks read our PDFs back the way a printer's tools do (test-reader.ts).
    commands: ['pdfinfo', 'pdftotext', 'pdftoppm', 'pdfimages'],
    required: () => true,
  },
  {
    debian: 'unzip',
    // The mass download's zip is read back by a zip reader we did not write.
    commands: ['unzip'],
    required: () => true,
  },
  {
    debian: 'chromium',
    commands: ['chromium'],
    required: (isCi) => isCi,
  },
  // The fleet test and the fault tests start a PostgreSQL cluster and a redis-server of their own;
  // elsewhere than in CI they are skipped without them.
  { debian: 'postgresql', commands: ['pg_ctl'], required: (isCi) => isCi },
  { debian: 'redis-server', commands: ['redis-server'], required: (isCi) => isCi },
];

/** PostgreSQL's server programs are not on PATH: Debian keeps them per major version. */
function postgresProgram(command) {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .map((major) => path.join(root, major, 'bin', command))
    .find((file) => findProgram(file));
}

/** The first executable file named `command` on PATH (or the absolute path itself), or undefined. */
export function findProgram(command) {
  const candidates = path.isAbsolute(command)
    ? [command]
    : (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, command));
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Debian's chromium, or the one CHROMIUM_PATH names. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return findProgram(process.env.CHROMIUM_PATH);
  return findProgram('chromium') ?? findProgram('/usr/bin/chromium');
}

export function isPresent(command) {
  if (command === 'chromium') return chromiumPath() !== undefined;
  if (command === 'pg_ctl') return postgresProgram(command) !== undefined;
  return findProgram(command) !== undefined;
}

const missingPackages = () =>
  PACKAGES.filter((pkg) => pkg.commands.some((command) => !isPresent(command)));

function canInstall() {
  return process.getuid?.() === 0 && findProgram('apt-get') !== undefined;
}

function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Installs what is missing where it can; answers false, after printing one line that says what to
 * install, when something required is still missing. A missing optional chromium is left to the
 * caller, which skips the browser journeys.
 */
export function ensureSystemPackages(isCi) {
  const missing = missingPackages();
  if (missing.length === 0) return true;
  const names = missing.map((pkg) => pkg.debian);
  if (canInstall()) {
    console.log(`Installing Debian packages the tests need: ${names.join(' ')}`);
    if (aptGet(['update', '-qq']) && aptGet(['install', '-y', '-qq', ...names])) {
      if (missingPackages().length === 0) return true;
    }
  }
  const stillMissing = missingPackages();
  const blocking = stillMissing.filter((pkg) => pkg.required(isCi));
  if (blocking.length === 0) return true;
  const commands = blocking.flatMap((pkg) => pkg.commands.filter((command) => !isPresent(command)));
  const install = blocking.map((pkg) => pkg.debian).join(' ');
  console.error(
    `npm test cannot run: ${commands.join(', ')} not found. Install them (Debian/Ubuntu: sudo apt-get install ${install}) and run it again.`,
  );
  return false;
}
