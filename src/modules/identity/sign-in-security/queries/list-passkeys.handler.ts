import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Passkey } from '../../domain/passkey.entity.js';
import { ListPasskeys } from './list-passkeys.query.js';
import { passkeyView } from './passkey.view.js';

@QueryHandler(ListPasskeys)
export class ListPasskeysHandler implements IQueryHandler<ListPasskeys> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, window }: ListPasskeys) {
    const [rows, count] = await this.em
      .fork()
      .findAndCount(
        Passkey,
        { userId },
        { orderBy: { createdAt: 'asc', id: 'asc' }, limit: window.limit, offset: window.offset },
      );
    return { count, results: rows.map(passkeyView) };
  }
}
