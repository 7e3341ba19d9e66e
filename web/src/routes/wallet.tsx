import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { lazySearch } from './lazy-search';
import { authenticatedRoute } from './_authenticated';

/** Balance, withdrawal requests and recent transactions, loaded before the page renders. */
export const walletRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/wallet',
  validateSearch: lazySearch('walletSearch'),
  loader: async ({ context }) => {
    // The wallet's queries on first use: a first visit has no use for them.
    const { ensureWalletData } = await import('../lib/api/wallet');
    await ensureWalletData(context.queryClient);
  },

  component: lazyPage(() => import('../features/wallet/WalletPage'), 'WalletPage'),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not words
  errorComponent: lazyPage(() => import('../features/wallet/WalletLoadError'), 'WalletLoadError'),
});
