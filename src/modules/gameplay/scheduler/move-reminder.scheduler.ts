import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SweepLoop } from '../../../shared/scheduling/sweep-loop.js';
import { SendMoveReminders } from '../commands/send-move-reminders.command.js';

/** Reminders fall a fifth of an hour or more before a deadline: a couple of seconds late is nothing. */
export const REMINDER_SWEEP_INTERVAL_MS = 2_000;
/** Games per transaction; a sweep goes on while batches come back full, so a crowd is worked through at once. */
const BATCH = 200;
/** Batches per sweep at most, so shutdown is never held up for long; the next sweep goes on. */
const MAX_BATCHES = 10;

/**
 * Daily play's reminders (issue 32 §4): sweeps the games whose reminder is due and sends SendMoveReminders.
 * Reminders live in the database (`games.reminder_at`, compared on its clock) and are cleared as they are taken,
 * so several instances never remind twice and the first sweep after a restart catches up. An idle instance costs
 * one indexed statement per interval. Modelled on the fill-deadline sweeper.
 */
@Injectable()
export class MoveReminderScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MoveReminderScheduler');
  private readonly loop = new SweepLoop(
    () => this.sweep(true).then(() => REMINDER_SWEEP_INTERVAL_MS),
    (error) => {
      this.logger.error(`Move-reminder sweep failed: ${(error as Error).message}`);
      return REMINDER_SWEEP_INTERVAL_MS;
    },
  );

  constructor(private readonly commands: CommandBus) {}

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  /** Reminds every player due now; answers how many this sweep reminded. */
  async sweep(stopAtShutdown = false): Promise<number> {
    let reminded = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      if (stopAtShutdown && this.loop.stopped) break;
      const before = reminded;
      reminded += await this.commands.execute(new SendMoveReminders(BATCH));
      if (reminded - before === 0) break;
    }
    return reminded;
  }
}
