import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { AdminTwoFactor } from '../../../shared/auth/admin-two-factor.js';
import { first, db } from '../../../shared/database/query.js';

/**
 * Answers from the users row on every admin request, uncached: admin requests are few, and an enrolment (or a
 * disable) must count at once on every instance.
 */
@Injectable()
export class AdminTwoFactorRegistry extends AdminTwoFactor {
  constructor(private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>) {
    super();
  }

  async isEnrolled(userId: number): Promise<boolean> {
    const em = this.orm.em.fork();
    const row = await first(em, db(em).selectFrom('users').select('two_factor_enabled_at').where('id', '=', userId));
    return row?.two_factor_enabled_at != null;
  }
}
