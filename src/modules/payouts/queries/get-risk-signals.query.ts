import { Query } from '@nestjs/cqrs';
import type { RiskSignal } from '../domain/risk-signals.js';

/** The reviewer's risk signals of each given user (a user with none maps to an empty list). */
export class GetRiskSignals extends Query<Map<number, RiskSignal[]>> {
  constructor(readonly userIds: number[]) {
    super();
  }
}
