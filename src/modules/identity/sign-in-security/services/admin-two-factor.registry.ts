import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AdminTwoFactor, type AdminAccess } from '../../../../shared/auth/admin-two-factor.js';
import { first, db } from '../../../../shared/database/query.js';

/**
 * Answers from the users and sessions rows on every admin request, uncached: admin requests are few, and an
 * enrolment, a disable or a code entered must count at once on every instance.
 */
@Injectable()
export class AdminTwoFactorRegistry extends AdminTwoFactor {
  constructor(private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>) {
    super();
  }

  async access(userId: number, sessionId: string | null): Promise<AdminAccess> {
    const em = this.orm.em.fork();
    const row = await first(
      em,
      db(em)
        .selectFrom('users as u')
        .leftJoin('sessions as s', (join) =>
          join
            .onRef('s.user_id', '=', 'u.id')
            // A token from before sessions were named has no session, and so no code.
            .on('s.family_id', '=', sessionId ?? '00000000-0000-0000-0000-000000000000'),
        )
        .select(['u.two_factor_enabled_at', 's.second_factor_at'])
        .where('u.id', '=', userId),
    );
    if (row?.two_factor_enabled_at == null) return 'not_enrolled';
    return row.second_factor_at == null ? 'code_required' : 'allowed';
  }
}
