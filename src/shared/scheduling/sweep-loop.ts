import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The loop every deadline sweeper runs: `tick`, then wait the delay it answers, again, until stopped. A timer, not
 * an interval, so a slow tick is never overlapped by the next; unref'd, so it never holds the process open.
 * `stop()` waits for the tick in flight, so shutdown closes the database only after it.
 */
export class SweepLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private ended = false;
  private woken = false;
  /**
   * The async context the loop was made in. Every tick runs in it, never in the context of whoever woke the loop:
   * a request's id, its EntityManager fork and its event trail stay with the request.
   */
  private readonly inOrigin = AsyncLocalStorage.snapshot();

  constructor(
    /** One pass; answers how long to wait before the next (0: at once). */
    private readonly tick: () => Promise<number>,
    /** A failed pass: report it, and answer the wait before the next. */
    private readonly onError: (error: unknown) => number,
  ) {}

  /** True once stop() was called: a long pass checks it to end early. */
  get stopped(): boolean {
    return this.ended;
  }

  start(): void {
    this.schedule(0);
  }

  /**
   * Runs the next tick now rather than after its wait (work just arrived); woken while a tick runs, the loop goes
   * round again as soon as it ends. Does nothing before start() or after stop().
   */
  wake(): void {
    if (this.ended) return;
    if (this.running) {
      this.woken = true;
      return;
    }
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.ended = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.ended) return;
    const run = () => {
      this.woken = false;
      this.running = this.tick()
        .catch(this.onError)
        .then((delay) => {
          this.running = null;
          this.schedule(this.woken ? 0 : delay);
        });
    };
    this.timer = setTimeout(() => this.inOrigin(run), delayMs);
    this.timer.unref();
  }
}

/**
 * Ids whose work failed, left alone for a while so they cannot hold up the ones behind them; the next pass after
 * that tries them again.
 */
export class FailureBackoff {
  private readonly until = new Map<number, number>();

  constructor(private readonly ms: number) {}

  hold(id: number): void {
    this.until.set(id, Date.now() + this.ms);
  }

  /**
   * The first `max` ids a sweep should take, those held aside: `load` reads the due ids in order, asked for as
   * many more as are held, so the held ones never crowd out the rest.
   */
  async firstDue(max: number, load: (limit: number) => Promise<number[]>): Promise<number[]> {
    const held = this.held();
    const ids = await load(max + held.length);
    return ids.filter((id) => !held.includes(id)).slice(0, max);
  }

  /** The ids still held, after forgetting those whose time is up. */
  held(): number[] {
    const now = Date.now();
    for (const [id, until] of this.until) if (until <= now) this.until.delete(id);
    return [...this.until.keys()];
  }
}
