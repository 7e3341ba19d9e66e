import { Module } from '@nestjs/common';
import { GetWalletBalanceHandler } from './queries/get-wallet-balance.handler.js';

@Module({ providers: [GetWalletBalanceHandler] })
export class LedgerModule {}
