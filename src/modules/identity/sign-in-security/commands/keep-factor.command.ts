import { Command } from '@nestjs/cqrs';

/** A link a reset mailed for a factor it suspended: the factor works again. Answers what was kept, in words. */
export class KeepFactor extends Command<string> {
  constructor(readonly token: string) {
    super();
  }
}
