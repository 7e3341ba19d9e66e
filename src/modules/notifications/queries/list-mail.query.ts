import { Query } from '@nestjs/cqrs';
import type { Counted, PageWindow } from '../../../shared/http/pagination.js';
import type { MailStatus } from '../domain/outgoing-mail.entity.js';
import type { MailView } from './mail.view.js';

/** Outgoing mail a page at a time, newest first, optionally of one status: what operators check delivery with. */
export class ListMail extends Query<Counted<MailView>> {
  constructor(
    readonly window: PageWindow,
    readonly status: MailStatus | null = null,
  ) {
    super();
  }
}
