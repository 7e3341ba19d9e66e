import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { PlayRestrictionBanner } from '../../components/PlayRestrictionBanner';
import { sumCents, toCents } from '../../lib/money';
import { usePlayRestriction } from '../../lib/use-play-restriction';
import {
  depositsQueryOptions,
  transactionsQueryOptions,
  walletBalanceQueryOptions,
  useWithdrawalsShown,
  withdrawalsQueryOptions,
  type Withdrawal,
} from '../../lib/api/wallet';
import { BalanceCard } from './BalanceCard';
import { CancelWithdrawalModal } from './CancelWithdrawalModal';
import { DepositModal } from './DepositModal';
import { DepositReturn } from './DepositReturn';
import { OpenDeposits } from './OpenDeposits';
import { OwedAlert } from './OwedAlert';
import { pendingWithdrawalIds } from './on-hold';
import { TransactionList } from './TransactionList';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawModal } from './WithdrawModal';
import classes from './WalletPage.module.css';

const walletRoute = getRouteApi('/_authenticated/wallet');

type OpenModal = 'deposit' | 'withdraw' | null;

/** Cents held by pending withdrawals. */
function onHoldCents(withdrawals: Withdrawal[]): number {
  return sumCents(withdrawals.filter((w) => w.status === 'PENDING').map((w) => toCents(w.amount)));
}

export function WalletPage() {
  const { data: wallet } = useSuspenseQuery(walletBalanceQueryOptions());
  const { data: withdrawals } = useSuspenseQuery(withdrawalsQueryOptions());
  const shown = useWithdrawalsShown(withdrawals);
  const { data: transactions } = useSuspenseQuery(transactionsQueryOptions());
  const { data: deposits } = useSuspenseQuery(depositsQueryOptions());
  const { deposit: returnedDeposit } = walletRoute.useSearch();
  const navigate = walletRoute.useNavigate();
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const [cancelTarget, setCancelTarget] = useState<Withdrawal | null>(null);
  const restriction = usePlayRestriction();

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Wallet</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Deposit coins, request withdrawals and follow every movement of your balance.</Trans>
        </Text>
      </Stack>

      {returnedDeposit ? (
        <DepositReturn depositId={returnedDeposit} onDismiss={() => void navigate({ search: {}, replace: true })} />
      ) : null}

      <PlayRestrictionBanner restriction={restriction} />

      <BalanceCard
        balance={wallet.balance}
        onHoldCents={onHoldCents(withdrawals)}
        onDeposit={() => setOpenModal('deposit')}
        onWithdraw={() => setOpenModal('withdraw')}
        depositClosed={restriction?.reason}
      />

      <OwedAlert owed={wallet.owed} />
      <OpenDeposits deposits={deposits.results} />

      <div className={classes.columns}>
        <WithdrawalList withdrawals={shown} onRequestCancellation={setCancelTarget} />
        <TransactionList
          transactions={transactions}
          withdrawalCount={withdrawals.length}
          pendingIds={pendingWithdrawalIds(withdrawals)}
        />
      </div>

      <DepositModal opened={openModal === 'deposit'} onClose={() => setOpenModal(null)} />
      <WithdrawModal opened={openModal === 'withdraw'} onClose={() => setOpenModal(null)} balance={wallet.balance} />
      <CancelWithdrawalModal withdrawal={cancelTarget} onClose={() => setCancelTarget(null)} />
    </Stack>
  );
}
