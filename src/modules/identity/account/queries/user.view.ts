import { formatCents, type Cents } from '../../../../shared/money/money.js';
import type { User } from '../../domain/user.entity.js';

/** The User entity of the spec, as the web client reads it. */
export function userView(user: User, walletBalance: Cents) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    email_verified: user.isEmailVerified,
    two_factor_enabled: user.twoFactorEnabled,
    wins: user.wins,
    losses: user.losses,
    rating: user.rating,
    win_rate: user.winRate,
    wallet_balance: formatCents(walletBalance),
    created_at: user.createdAt.toISOString(),
    role: user.role,
    is_blocked: user.isBlocked,
    email_match_start: user.emailMatchStart,
  };
}

export type UserView = ReturnType<typeof userView>;
