import type { DomainEventRecord } from './domain-event-record.js';

/**
 * What one write request waits for: the events it recorded that have listeners, and, transitively, the ones
 * those listeners recorded (a match's end advances the bracket, which completes the tournament, which pays
 * the prize). Satisfied when all of them are dispatched; given up when the relay goes idle without them
 * (another instance took them, or a listener failed and waits for its retry).
 */
export class EventWatch {
  private readonly caused = new Set<string>();
  private readonly dispatched = new Set<string>();
  private wake: (() => void) | null = null;

  constructor(
    /** Filled by recordEvents while the request runs, each record with its id. */
    private readonly trail: DomainEventRecord[],
    private readonly hasListeners: (type: string) => boolean,
    private readonly relayIdle: () => boolean,
    readonly release: () => void,
  ) {}

  /** Called by the relay once an event's dispatch committed, with the events its listeners recorded. */
  observe(id: string, children: DomainEventRecord[]): void {
    if (!this.caused.has(id) && !this.trail.some((r) => r.id !== undefined && String(r.id) === id)) return;
    this.dispatched.add(id);
    for (const child of children) if (this.hasListeners(child.type)) this.caused.add(String(child.id));
    if (this.wake && this.satisfied) this.stopWaiting();
  }

  /** The relay stopped: nothing more will be dispatched here for now. */
  relayStopped(): void {
    this.stopWaiting();
  }

  settled(): Promise<void> {
    if (this.satisfied || this.relayIdle()) return Promise.resolve();
    return new Promise((resolve) => {
      this.wake = resolve;
    });
  }

  private get satisfied(): boolean {
    for (const record of this.trail) {
      if (record.id !== undefined && this.hasListeners(record.type) && !this.dispatched.has(String(record.id)))
        return false;
    }
    for (const id of this.caused) if (!this.dispatched.has(id)) return false;
    return true;
  }

  private stopWaiting(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}
