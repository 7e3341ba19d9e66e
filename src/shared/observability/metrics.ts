import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus registry. Counters are bumped where things happen; gauges that describe stored
 * state (outbox backlog, active tournaments) are read from the database when Prometheus scrapes.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  readonly ledgerPostings = new Counter({
    name: 'ledger_postings_total',
    help: 'Journal entries posted, by transaction type',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });

  readonly outboxDispatched = new Counter({
    name: 'outbox_events_dispatched_total',
    help: 'Domain events this instance handed to its listeners',
    registers: [this.registry],
  });

  readonly outboxDispatchLag = new Histogram({
    name: 'outbox_dispatch_lag_seconds',
    help: 'Time from an event being recorded to its dispatch',
    buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 5, 30],
    registers: [this.registry],
  });

  readonly autoSubmittedMoves = new Counter({
    name: 'gameplay_auto_submitted_moves_total',
    help: 'Moves the timer submitted for players who did not move in time',
    registers: [this.registry],
  });

  readonly schedulerSweepLag = new Histogram({
    name: 'gameplay_timer_lateness_seconds',
    help: 'Time from a move deadline to the timer submitting the move',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    registers: [this.registry],
  });

  readonly liveBatches = new Counter({
    name: 'live_batches_handled_total',
    help: 'Published batches of events this instance turned into stream notices, by where it read them',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  constructor(collectProcess = true) {
    if (collectProcess) collectDefaultMetrics({ register: this.registry });
  }

  /** A gauge with one label, whose values are read at scrape time; a label value no longer read goes. */
  gaugeByLabel(
    name: string,
    help: string,
    label: string,
    read: () => Promise<readonly (readonly [string, number])[]>,
  ): void {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      async collect() {
        const values = await read();
        this.reset();
        for (const [value, count] of values) this.set({ [label]: value }, count);
      },
    });
  }

  /** A gauge whose value is read (e.g. from the database) at scrape time. */
  gauge(name: string, help: string, read: () => Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }
}
