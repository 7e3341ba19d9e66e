import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Counted } from '../../../shared/http/pagination.js';
import { OutgoingMail } from '../domain/outgoing-mail.entity.js';
import { ListMail } from './list-mail.query.js';
import { mailView, type MailView } from './mail.view.js';

@QueryHandler(ListMail)
export class ListMailHandler implements IQueryHandler<ListMail> {
  constructor(private readonly em: EntityManager) {}

  async execute({ window, status }: ListMail): Promise<Counted<MailView>> {
    const [rows, count] = await this.em.findAndCount(OutgoingMail, status ? { status } : {}, {
      orderBy: { id: 'desc' },
      limit: window.limit,
      offset: window.offset,
      // Never read, so never at risk of being shown: a waiting mail's body may hold a one-time link.
      exclude: ['textBody', 'htmlBody'],
    });
    return { count, results: rows.map(mailView) };
  }
}
