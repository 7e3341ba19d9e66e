import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetWalletBalance } from '../contracts/ledger.queries.js';

@QueryHandler(GetWalletBalance)
export class GetWalletBalanceHandler implements IQueryHandler<GetWalletBalance> {
  async execute(): Promise<number> {
    return 0;
  }
}
