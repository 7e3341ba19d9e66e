import { localStorageColorSchemeManager } from '@mantine/core';

/** Where the player's own choice of light or dark is remembered; without one the system's scheme applies. */
export const COLOR_SCHEME_KEY = 'spockout-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * Sets the page's scheme before the first render, so a dark system (or a remembered "dark") never flashes white:
 * MantineProvider would set it only in an effect after the first paint. No inline script: the CSP refuses one.
 */
export function applyInitialColorScheme(): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(COLOR_SCHEME_KEY);
  } catch {
    // Storage refused (a private window's policy): the system's scheme.
  }
  const dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
}
