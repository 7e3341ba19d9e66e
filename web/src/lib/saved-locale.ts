import { i18n } from '@lingui/core';
import { api, unwrap } from './api-client';
import { chooseLocale, type Locale } from './i18n';
import { getSession, isSignedIn, setUser, subscribeSession } from './session';

/** A choice from the menu being saved: until the profile says so, an older profile must not switch it back. */
let choosing: Locale | null = null;

/**
 * The player's choice from the footer's menu (issue 36 §2): applied at once, remembered on this device and, for a
 * signed-in player, saved as `locale` on the profile so it follows them to every device. Not saved (offline, a
 * refusal), it still holds on this device.
 */
export async function pickLocale(locale: Locale): Promise<void> {
  choosing = locale;
  try {
    await chooseLocale(locale);
    if (isSignedIn()) setUser(await unwrap(api.PUT('/api/accounts/profile', { body: { locale } })));
  } catch {
    // Kept on this device; the next choice or sign-in tries the profile again.
  } finally {
    choosing = null;
  }
}

/**
 * A signed-in player's saved language follows them: signing in on another device, or the start-up check of a
 * stored session, switches the page to it. The pseudo-locale (a test's) is never overridden.
 */
export function followSavedLocale(): void {
  const apply = () => {
    const saved = getSession().user?.locale;
    if (!saved || choosing || saved === i18n.locale || i18n.locale === 'pseudo') return;
    void chooseLocale(saved);
  };
  apply();
  subscribeSession(apply);
}
