/**
 * A closed-loop HTTP load client in a process of its own (started by load.ts on the load core): `connections`
 * loops, each sending its next request as soon as the previous one answered, for `seconds` or `total`
 * requests. Latency goes into a perf_hooks histogram (nanosecond resolution). With `failover`, a socket
 * error marks that target down for the rest of the run and the request is sent again to a live one, with
 * the same Idempotency-Key, as a load balancer with passive health checks would.
 *
 *   node dist/bench/lib/load-worker.js spec.json   → one JSON line on stdout (LoadReport)
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createHistogram } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { runMain } from './main.js';

export interface RequestTemplate {
  method: 'GET' | 'POST';
  path: string;
  weight?: number;
  body?: unknown;
  /** Send a fresh Idempotency-Key with each request (kept across a failover retry). */
  idempotencyKey?: boolean;
}

export interface LoadSpec {
  targets: string[];
  connections: number;
  seconds?: number;
  total?: number;
  requests: RequestTemplate[];
  /** Per-connection headers and body overrides: connection i uses variants[i % length] (e.g. its own token). */
  variants?: { headers?: Record<string, string>; body?: unknown }[];
  failover?: boolean;
}

export interface LoadReport {
  requests: number;
  ok: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  status: Partial<Record<string, number>>;
  errors: Record<string, number>;
  retried: number;
  retriedOk: number;
  /** Successful answers per wall-clock second (epoch seconds) and target. */
  timeline: { second: number; target: number; ok: number; errors: number }[];
  /** Idempotency keys answered 200, for an exactly-once check. */
  okKeys?: number;
}

interface Answer {
  status: number;
}

function send(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<Answer> {
  return new Promise((resolveSend, reject) => {
    const request = http.request(
      {
        agent,
        hostname: base.hostname,
        port: base.port,
        method,
        path,
        headers: body
          ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : headers,
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolveSend({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    request.on('error', reject);
    request.end(body);
  });
}

async function main(): Promise<void> {
  const spec = JSON.parse(readFileSync(process.argv[2], 'utf8')) as LoadSpec;
  const targets = spec.targets.map((t) => new URL(t));
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: spec.connections }));
  const down = new Set<number>();
  const histogram = createHistogram({ lowest: 1, highest: 120e9, figures: 3 });
  const status: Partial<Record<string, number>> = {};
  const errors: Record<string, number> = {};
  const timeline = new Map<string, { second: number; target: number; ok: number; errors: number }>();
  const tick = (target: number, ok: boolean) => {
    const second = Math.floor(Date.now() / 1000);
    const key = `${second}:${target}`;
    const slot = timeline.get(key) ?? { second, target, ok: 0, errors: 0 };
    if (ok) slot.ok++;
    else slot.errors++;
    timeline.set(key, slot);
  };
  const weights = spec.requests.map((r) => r.weight ?? 1);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  let requests = 0;
  let ok = 0;
  let retried = 0;
  let retriedOk = 0;
  let okKeys = 0;
  let sequence = 0;
  const started = performance.now();
  const deadline = spec.seconds ? started + spec.seconds * 1000 : Infinity;
  const more = () => performance.now() < deadline && (spec.total === undefined || sequence < spec.total);

  async function connection(index: number): Promise<void> {
    const variant = spec.variants?.length ? spec.variants[index % spec.variants.length] : {};
    while (more()) {
      const n = sequence++;
      // Weighted round-robin over the templates, spread by connection so the mix holds at any moment.
      let pick = (n * 7919 + index) % totalWeight;
      let template = spec.requests[0];
      for (let i = 0; i < spec.requests.length; i++) {
        if (pick < weights[i]) {
          template = spec.requests[i];
          break;
        }
        pick -= weights[i];
      }
      const headers: Record<string, string> = { ...variant.headers };
      if (template.idempotencyKey) headers['idempotency-key'] = `bench-${randomUUID()}`;
      const bodyValue =
        variant.body !== undefined && template.method === 'POST' && template.body === undefined
          ? variant.body
          : template.body;
      const body = bodyValue === undefined ? undefined : JSON.stringify(bodyValue);
      let target = index % targets.length;
      let attempt = 0;
      for (;;) {
        while (down.has(target) && down.size < targets.length) target = (target + 1) % targets.length;
        const t0 = performance.now();
        requests++;
        try {
          const answer = await send(agents[target], targets[target], template.method, template.path, headers, body);
          const ns = Math.max(1, Math.round((performance.now() - t0) * 1e6));
          status[answer.status] = (status[answer.status] ?? 0) + 1;
          const good = answer.status >= 200 && answer.status < 300;
          tick(target, good);
          if (good) {
            ok++;
            histogram.record(ns);
            if (attempt > 0) retriedOk++;
            if (template.idempotencyKey) okKeys++;
          }
          break;
        } catch (error) {
          const code = (error as { code?: string }).code ?? (error as Error).message;
          errors[code] = (errors[code] ?? 0) + 1;
          tick(target, false);
          if (!spec.failover || attempt > 0) break;
          down.add(target);
          if (down.size >= targets.length) break;
          attempt++;
          retried++;
        }
      }
    }
  }

  await Promise.all(Array.from({ length: spec.connections }, (_, i) => connection(i)));
  const seconds = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  const report: LoadReport = {
    requests,
    ok,
    seconds,
    rps: ok / seconds,
    p50Ms: histogram.count ? histogram.percentile(50) / 1e6 : NaN,
    p99Ms: histogram.count ? histogram.percentile(99) / 1e6 : NaN,
    maxMs: histogram.count ? histogram.max / 1e6 : NaN,
    status,
    errors,
    retried,
    retriedOk,
    timeline: [...timeline.values()].sort((a, b) => a.second - b.second || a.target - b.target),
    okKeys,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

runMain(main);
