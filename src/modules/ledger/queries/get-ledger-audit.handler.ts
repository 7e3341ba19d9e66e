import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetLedgerAudit, type LedgerAuditReport } from '../contracts/ledger.queries.js';
import { auditLedger } from '../persistence/ledger-audit.js';

@QueryHandler(GetLedgerAudit)
export class GetLedgerAuditHandler implements IQueryHandler<GetLedgerAudit> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<LedgerAuditReport> {
    return auditLedger(this.em);
  }
}
