import { ApiProperty } from '@nestjs/swagger';
import type { FinanceBalances, FinanceDay, FinanceFlows, FinanceReport } from '../contracts/finance-report.query.js';

const money = (description: string) => ({ example: '0.00', description });

export class FinanceBalancesDto implements FinanceBalances {
  @ApiProperty(money('Entry fees held in escrow at the end.')) escrow!: string;
  @ApiProperty(money("Players' wallets at the end.")) wallets!: string;
  @ApiProperty(money('Withdrawals awaiting review at the end.')) holds!: string;
  @ApiProperty(money("Players' liabilities: wallets plus holds.")) liabilities!: string;
  @ApiProperty(money("The house's balance at the end.")) house!: string;
  @ApiProperty(money('Owed by players after refunds or disputes larger than their wallet.')) owed!: string;
}

export class FinanceTotalDto extends FinanceBalancesDto implements FinanceFlows {
  @ApiProperty(money('Deposits credited.')) deposits!: string;
  @ApiProperty(money('Withdrawals approved (paid out).')) withdrawals!: string;
  @ApiProperty(money('Refunds taken back.')) refunds!: string;
  @ApiProperty(money('Disputes taken back.')) disputes!: string;
  @ApiProperty(money('Disputes won: given back.')) disputes_won!: string;
  @ApiProperty(money('refunds + disputes - disputes_won.')) taken_back!: string;
  @ApiProperty(money('Rake earned by the house.')) rake!: string;
  @ApiProperty(money('Entry fees taken into escrow (the turnover), less the fees refunded.')) entry_fees!: string;
  @ApiProperty(money("The house's top-up of guaranteed prize pools (the overlay).")) overlay!: string;
}

export class FinanceDayDto extends FinanceTotalDto implements FinanceDay {
  @ApiProperty({ format: 'date', example: '2026-11-25', description: 'The UTC day.' }) day!: string;
}

export class FinanceReportDto implements FinanceReport {
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ type: [FinanceDayDto], description: 'Every UTC day of the period, oldest first.' })
  days!: FinanceDay[];
  @ApiProperty({ type: FinanceTotalDto, description: 'Flows summed over the period; balances at its end.' })
  total!: FinanceFlows & FinanceBalances;
  @ApiProperty({ type: FinanceBalancesDto, description: 'Balances at the start of the period.' })
  opening!: FinanceBalances;
}
