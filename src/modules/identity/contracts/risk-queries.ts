import { Query } from '@nestjs/cqrs';

/** When each of the given accounts was created (absent ids are unknown users). */
export class GetAccountCreationTimes extends Query<Map<number, Date>> {
  constructor(readonly userIds: number[]) {
    super();
  }
}

export interface AddressPair {
  userId: number;
  otherUserId: number;
}

export interface SharedAddresses extends AddressPair {
  /** How many distinct client addresses both used within the retention (the addresses stay inside identity). */
  addresses: number;
}

/** Which of the given pairs of users logged in or registered from a common client address in the last 90 days. */
export class FindSharedAddresses extends Query<SharedAddresses[]> {
  constructor(readonly pairs: AddressPair[]) {
    super();
  }
}
