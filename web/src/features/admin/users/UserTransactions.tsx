import { useLingui } from '@lingui/react/macro';
import { PostingsTable, type Posting } from '../../../components/PostingsTable';
import { formatCoins } from '../../../lib/format';
import { transactionSign } from '../../../lib/transaction-sign';
import type { AdminUserDetail } from './queries';
import { UserSection } from './UserSection';

/** A wallet's amounts come unsigned: the type says which way they went. */
function walletAmount({ transaction_type, amount }: Posting) {
  const { sign, color } = transactionSign(transaction_type, amount);
  return { text: `${sign}${formatCoins(amount)}`, color };
}

/** The wallet's last postings on the admin user page. */
export function UserTransactions({ detail }: { detail: AdminUserDetail }) {
  const { t } = useLingui();
  const username = detail.user.username;
  return (
    <UserSection
      id="user-transactions"
      title={t`Transactions`}
      count={detail.transactions.length}
      hint={t`The last 50 postings on the wallet`}
    >
      <PostingsTable
        postings={detail.transactions}
        caption={t`Transactions of ${username}`}
        empty={t`No transactions yet`}
        amountOf={walletAmount}
        rowTestId="user-transaction-row"
      />
    </UserSection>
  );
}
