import { t } from '@lingui/core/macro';
import {
  IconBroadcast,
  IconChartBar,
  IconLayoutDashboard,
  IconShieldCheck,
  IconTournament,
  IconUser,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  to: '/dashboard' | '/tournaments' | '/live' | '/leaderboard' | '/wallet' | '/profile' | '/admin';
  label: string;
  icon: Icon;
  testId: string;
  /** Other path prefixes that belong to this section. */
  alsoActiveOn?: string[];
  /** The desktop bar shows its icon alone (named for screen readers): the bar has no room for another word. */
  iconOnDesktop?: boolean;
  /** Shown only to users with the ADMIN role. */
  adminOnly?: boolean;
}

/** The signed-in top bar, in order (spec section 2). */
// Labels are getters: each is read in the active language when the bar renders.
export const NAV_ITEMS: NavItem[] = [
  {
    to: '/dashboard',
    get label() {
      return t`Dashboard`;
    },
    icon: IconLayoutDashboard,
    testId: 'nav-dashboard',
  },
  {
    to: '/tournaments',
    get label() {
      return t`Tournaments`;
    },
    icon: IconTournament,
    testId: 'nav-tournaments',
    alsoActiveOn: ['/tournament/', '/match/'],
  },
  // Matches in play anyone signed in can watch (issue 33 §4).
  {
    to: '/live',
    get label() {
      return t`Live`;
    },
    icon: IconBroadcast,
    testId: 'nav-live',
    iconOnDesktop: true,
  },
  {
    to: '/leaderboard',
    get label() {
      return t`Leaderboard`;
    },
    icon: IconChartBar,
    testId: 'nav-leaderboard',
  },
  {
    to: '/wallet',
    get label() {
      return t`Wallet`;
    },
    icon: IconWallet,
    testId: 'nav-wallet',
  },
  {
    to: '/profile',
    get label() {
      return t`Profile`;
    },
    icon: IconUser,
    testId: 'nav-profile',
  },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return true;
  return (item.alsoActiveOn ?? []).some((prefix) => pathname.startsWith(prefix));
}

/** The admin panel's entry, after the spec's items, for admins only. */
export const ADMIN_NAV_ITEM: NavItem = {
  to: '/admin',
  get label() {
    return t`Admin`;
  },
  icon: IconShieldCheck,
  testId: 'nav-admin',
  adminOnly: true,
};

/** The top bar's items for a user's role. */
export function navItemsFor(role: string | null | undefined): NavItem[] {
  return role === 'ADMIN' ? [...NAV_ITEMS, ADMIN_NAV_ITEM] : NAV_ITEMS;
}
