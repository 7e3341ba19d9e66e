/**
 * The login baseline: argon2id verifications with the app's parameters (19456 KiB, t=2, p=1, from
 * @node-rs/argon2 as src/modules/identity/domain/password-hasher.ts uses it), `concurrency` in flight for
 * `seconds`, in a process on the app core. Nothing else: no HTTP, no database.
 *
 *   node dist/bench/lib/argon2-loop.js <concurrency> <seconds>   → one JSON line on stdout
 */
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { percentile } from './stats.js';
import { runMain } from './main.js';

const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

async function main(): Promise<void> {
  const concurrency = Number(process.argv[2] ?? 8);
  const seconds = Number(process.argv[3] ?? 5);
  const password = 'Correct-Horse-42';
  const stored = await hash(password, OPTIONS);
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        if (!(await verify(stored, password))) throw new Error('verify failed');
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  process.stdout.write(
    `${JSON.stringify({ rate: latencies.length / elapsed, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), count: latencies.length })}\n`,
  );
}

runMain(main);
