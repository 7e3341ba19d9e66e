import { readFileSync } from 'node:fs';
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
