import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { ensureWalletData } from '../lib/api/wallet';
import { lazySearch } from './lazy-search';
import { authenticatedRoute } from './_authenticated';

/** Balance, withdrawal requests and recent transactions, loaded before the page renders. */
export const walletRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/wallet',
  validateSearch: lazySearch('walletSearch'),
  loader: async ({ context }) => {
    await ensureWalletData(context.queryClient);
  },

  component: lazyPage(() => import('../features/wallet/WalletPage'), 'WalletPage'),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not words
  errorComponent: lazyPage(() => import('../features/wallet/WalletLoadError'), 'WalletLoadError'),
});
