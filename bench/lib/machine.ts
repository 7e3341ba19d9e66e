import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpus, loadavg, release, totalmem } from 'node:os';

export interface Machine {
  nproc: number;
  cpu: string;
  memoryGiB: number;
  kernel: string;
  node: string;
  postgres: string;
  database: string;
  pinning: string;
}

export function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    return line ? line.split(':')[1].trim() : 'unknown';
  } catch {
    return 'unknown';
  }
}

export function machine(postgres: string, database: string, pinning: string): Machine {
  return {
    // Every core of the machine: the runner's own affinity (one core once pinned) does not count here.
    nproc: cpus().length,
    cpu: cpuModel(),
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    kernel: release(),
    node: process.version,
    postgres,
    database,
    pinning,
  };
}

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

/** The project's package.json: the nearest above this file (bench/lib in the sources, dist/bench/lib built). */
function packageJson(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'package.json');
}

/** The Node versions package.json's `engines.node` allows: `>=major.minor`. */
export const ENGINES_NODE = (JSON.parse(readFileSync(packageJson(), 'utf8')) as { engines: { node: string } }).engines
  .node;

/** Whether `version` (process.versions.node) is at least what `engines.node` names. */
export function nodeIsSupported(version: string, engines = ENGINES_NODE): boolean {
  const wanted = /^>=\s*(\d+)(?:\.(\d+))?/.exec(engines);
  const wantMajor = Number(wanted?.[1] ?? 0);
  // `>=24` means `>=24.0`.
  const wantMinor = Number(wanted?.[2] ?? 0);
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > wantMajor || (major === wantMajor && minor >= wantMinor);
}
