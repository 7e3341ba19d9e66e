import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetAgeDeclarationRefusals, type AgeRefusalFacts } from '../contracts/screening.js';
import { findDeclarations } from '../persistence/date-of-birth-declarations.repository.js';
import { findHolds } from '../persistence/review-holds.repository.js';
import { GetReviewFacts, type ReviewFacts } from './protection.queries.js';

/** The refused registrations an account's `age_refused_nearby` holds point at. */
const nearbyIds = (holds: { reason: string; declarationIds: number[] }[]) =>
  holds.flatMap((hold) => (hold.reason === 'age_refused_nearby' ? hold.declarationIds : []));

@QueryHandler(GetReviewFacts)
export class GetReviewFactsHandler implements IQueryHandler<GetReviewFacts> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetReviewFacts): Promise<ReviewFacts> {
    const holds = await findHolds(this.em, [userId]);
    const declarations = await findDeclarations(this.em, [userId], nearbyIds(holds));
    return {
      review: {
        held: holds.some((hold) => hold.clearedAt === null),
        holds: holds.map((hold) => ({
          id: hold.id,
          reason: hold.reason,
          detail: hold.detail,
          held_at: hold.heldAt.toISOString(),
          cleared_at: hold.clearedAt?.toISOString() ?? null,
          cleared_by: hold.clearedBy,
          clear_note: hold.clearNote,
        })),
      },
      date_of_birth_attempts: declarations.map((declaration) => ({
        date_of_birth: declaration.dateOfBirth,
        outcome: declaration.outcome,
        source: declaration.source,
        at: declaration.declaredAt.toISOString(),
        this_account: declaration.userId === userId,
      })),
    };
  }
}

/** Two statements for a whole page of withdrawals, three when some account was held after a nearby refusal. */
@QueryHandler(GetAgeDeclarationRefusals)
export class GetAgeDeclarationRefusalsHandler implements IQueryHandler<GetAgeDeclarationRefusals> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetAgeDeclarationRefusals): Promise<Map<number, AgeRefusalFacts>> {
    const ids = [...new Set(userIds)];
    const facts = new Map<number, AgeRefusalFacts>();
    const of = (userId: number) => {
      let fact = facts.get(userId);
      if (!fact) facts.set(userId, (fact = { underAge: [], afterRefusal: [], nearby: [] }));
      return fact;
    };
    if (ids.length === 0) return facts;
    for (const declaration of await findDeclarations(this.em, ids)) {
      if (declaration.userId === null || declaration.outcome === 'accepted') continue;
      const fact = of(declaration.userId);
      (declaration.outcome === 'under_age' ? fact.underAge : fact.afterRefusal).unshift(declaration.dateOfBirth);
    }
    const holds = (await findHolds(this.em, ids)).filter((hold) => hold.reason === 'age_refused_nearby');
    if (holds.length === 0) return facts;
    const dates = new Map(
      (await findDeclarations(this.em, [], nearbyIds(holds))).map((declaration) => [
        declaration.id,
        declaration.dateOfBirth,
      ]),
    );
    for (const hold of holds) {
      for (const id of hold.declarationIds) {
        const date = dates.get(id);
        if (date) of(hold.userId).nearby.push(date);
      }
    }
    return facts;
  }
}
