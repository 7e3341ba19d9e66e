import type { DatabaseState, DatabaseSupervision } from '../shared/http/database-supervision.js';
import type { EmbeddedServer } from './embedded-server.js';

export interface WatchdogOptions {
  log: (line: string) => void;
  /** EMBEDDED_DB_RESTART_SECONDS: how long restarts are tried before the app gives up. */
  restartSeconds: number;
  /** Clears what the dead server left and starts it again; throws when it cannot. */
  restart: () => Promise<void>;
  /** Called once when restarts failed for restartSeconds: the app stops with a non-zero exit code. */
  onGiveUp: () => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/**
 * Watches the embedded PostgreSQL while the app runs. When it exits unasked (killed, crashed) readiness turns
 * 503 and the server is started again, with a growing pause between attempts; the pool's connections to the dead
 * server fail and are discarded, and new ones reach the new server on the same socket. When no restart works
 * within restartSeconds, liveness turns 503 and the app stops, so its supervisor starts it afresh.
 */
export class EmbeddedWatchdog implements DatabaseSupervision {
  private current: DatabaseState = 'up';
  private stopped = false;

  constructor(
    server: EmbeddedServer,
    private readonly options: WatchdogOptions,
  ) {
    server.onUnexpectedExit((reason) => void this.recover(reason));
  }

  state(): DatabaseState {
    return this.current;
  }

  /** The app is stopping the database itself: nothing more to restart. */
  stop(): void {
    this.stopped = true;
  }

  /** Read through a call: stop() may run while recover() awaits, which a narrowed field would hide. */
  private watching(): boolean {
    return !this.stopped;
  }

  private async recover(reason: string): Promise<void> {
    if (!this.watching() || this.current !== 'up') return;
    const { log, restartSeconds } = this.options;
    this.current = 'restarting';
    log(`The embedded PostgreSQL stopped unexpectedly (${reason}); restarting it`);
    const began = Date.now();
    const until = began + restartSeconds * 1000;
    let pause = 250;
    let last = 'no attempt finished';
    for (let attempt = 1; this.watching() && Date.now() < until; attempt++) {
      const outcome = await Promise.race([
        this.options.restart().then(
          () => 'up' as const,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        ),
        sleep(until - Date.now()).then(() => 'timeout' as const),
      ]);
      if (outcome === 'up') {
        this.current = 'up';
        log(
          `The embedded PostgreSQL is running again (attempt ${attempt}, ${((Date.now() - began) / 1000).toFixed(1)} s)`,
        );
        return;
      }
      if (outcome !== 'timeout') last = outcome;
      await sleep(Math.min(pause, Math.max(0, until - Date.now())));
      pause = Math.min(pause * 2, 5_000);
    }
    if (!this.watching()) return;
    this.current = 'failed';
    log(
      `The embedded PostgreSQL could not be restarted within ${restartSeconds} s (last: ${last}); stopping with ` +
        'exit code 1 so that a supervisor starts Spockout again',
    );
    this.options.onGiveUp();
  }
}
