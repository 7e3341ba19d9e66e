import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST } from './app.js';
import type { LoadReport, LoadSpec } from './load-worker.js';

export type { LoadReport, LoadSpec, RequestTemplate } from './load-worker.js';

/**
 * Runs the Node load client (load-worker.ts) in a child process. It inherits the runner's core (the load
 * core), so it never competes with the app under test.
 */
export function runLoad(spec: LoadSpec): Promise<LoadReport> {
  const file = join(mkdtempSync(join(tmpdir(), 'spockout-load-')), 'spec.json');
  writeFileSync(file, JSON.stringify(spec));
  const limit = ((spec.seconds ?? 600) + 120) * 1000;
  return new Promise((resolveRun, reject) => {
    execFile(
      process.execPath,
      [join(DIST, 'bench', 'lib', 'load-worker.js'), file],
      { timeout: limit, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`load worker failed: ${error.message}\n${stderr}`));
          return;
        }
        resolveRun(JSON.parse(stdout.trim().split('\n').pop() as string) as LoadReport);
      },
    );
  });
}

/** The command line of a load-worker run, for the doc. */
export function describeLoad(spec: LoadSpec): string {
  const mix = spec.requests.map((r) => `${r.weight ?? 1}× ${r.method} ${r.path}`).join(' + ');
  const length = spec.seconds ? `${spec.seconds} s` : `${spec.total} requests`;
  return `node dist/bench/lib/load-worker.js (closed loop, ${spec.connections} connections, ${length}, ${spec.targets.length} target${spec.targets.length > 1 ? 's' : ''}: ${mix})`;
}
