import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { IsEmailVerified } from '../../contracts/email-verification.query.js';
import { User } from '../../domain/user.entity.js';

@QueryHandler(IsEmailVerified)
export class IsEmailVerifiedHandler implements IQueryHandler<IsEmailVerified> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: IsEmailVerified): Promise<boolean> {
    const user = await this.em.findOne(User, userId);
    return user?.isEmailVerified ?? false;
  }
}
