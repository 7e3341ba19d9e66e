import { Query } from '@nestjs/cqrs';

/** A user's spendable wallet balance in cents (0 when the wallet does not exist yet). */
export class GetWalletBalance extends Query<number> {
  constructor(readonly userId: number) {
    super();
  }
}
