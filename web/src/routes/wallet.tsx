import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ensureWalletData } from '../lib/api/wallet';
import { walletSearch } from '../features/wallet/wallet-search';
import { authenticatedRoute } from './_authenticated';

/** Balance, withdrawal requests and recent transactions, loaded before the page renders. */
export const walletRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/wallet',
  validateSearch: walletSearch,
  loader: async ({ context }) => {
    await ensureWalletData(context.queryClient);
  },
  component: lazyRouteComponent(() => import('../features/wallet/WalletPage'), 'WalletPage'),
  errorComponent: lazyRouteComponent(() => import('../features/wallet/WalletLoadError'), 'WalletLoadError'),
});
