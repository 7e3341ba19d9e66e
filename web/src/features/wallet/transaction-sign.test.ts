import { describe, expect, it } from '@jest/globals';
import { emptyTransactionsMessage, transactionSign } from '../../lib/transaction-sign';
import { depositAmountError, withdrawalAmountError } from './wallet-validation';

describe('transactionSign', () => {
  it.each(['DEPOSIT', 'TOURNAMENT_WIN', 'WITHDRAWAL_REFUND', 'TOURNAMENT_REFUND'])('shows %s as + in green', (type) => {
    expect(transactionSign(type, '12.50')).toEqual({ direction: 'credit', sign: '+', color: 'teal' });
  });

  it.each(['WITHDRAW', 'TOURNAMENT_FEE'])('shows %s as - in red', (type) => {
    expect(transactionSign(type, '12.50')).toEqual({ direction: 'debit', sign: '-', color: 'red' });
  });

  it('treats any other type as money going out', () => {
    expect(transactionSign('SOMETHING_NEW', '1.00')).toEqual({ direction: 'debit', sign: '-', color: 'red' });
  });

  it('shows a negative amount as it is, without a second sign', () => {
    expect(transactionSign('DEPOSIT', '-5.00').sign).toBe('');
    expect(transactionSign('WITHDRAW', ' -5.00').sign).toBe('');
    expect(transactionSign('TOURNAMENT_FEE', -3).sign).toBe('');
    expect(transactionSign('WITHDRAW', '-5.00').color).toBe('red');
  });

  it('signs zero and numeric amounts by type', () => {
    expect(transactionSign('DEPOSIT', 0).sign).toBe('+');
    expect(transactionSign('TOURNAMENT_FEE', 2).sign).toBe('-');
  });
});

describe('emptyTransactionsMessage', () => {
  it('says nothing when there are transactions', () => {
    expect(emptyTransactionsMessage(3, 0)).toBeNull();
  });

  it("says 'No transactions yet' for a wallet that has seen nothing", () => {
    expect(emptyTransactionsMessage(0, 0)).toBe('No transactions yet');
  });

  it("says 'No completed transactions yet' while only requests exist", () => {
    expect(emptyTransactionsMessage(0, 2)).toBe('No completed transactions yet');
  });
});

describe('wallet amount validation', () => {
  it.each([
    ['', 'Amount is required'],
    [0, 'Minimum deposit is 0.01 coins'],
    [10000.01, 'Maximum deposit is 10,000.00 coins'],
    [1.234, 'Use at most two decimal places'],
    ['-5', 'Enter a plain amount such as 25.50 (Min: 0.01, Max: 10,000.00 coins)'],
    ['1e3', 'Enter a plain amount such as 25.50 (Min: 0.01, Max: 10,000.00 coins)'],
    [0.01, null],
    [10000, null],
    ['25.5', null],
  ])('deposit %j → %j', (value, expected) => {
    expect(depositAmountError(value)).toBe(expected);
  });

  it.each([
    ['', '50.00', 'Amount is required'],
    [9.99, '50.00', 'Minimum withdrawal is $10.00'],
    [50.01, '50.00', 'Amount exceeds your available balance'],
    [50, '50.00', null],
    [10, '10.00', null],
    ['20.30', '20.30', null],
    ['-10', '50.00', 'Enter a plain amount such as 25.50 (Min: $10.00)'],
  ])('withdrawal %j of %s → %j', (value, balance, expected) => {
    expect(withdrawalAmountError(value, balance)).toBe(expected);
  });
});
