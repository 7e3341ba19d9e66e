import './styles/mantine.css';
import './styles/theme.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadSignedInTopBar } from './components/TopBar';
import { restoreSession } from './lib/api/identity';
import { applyInitialColorScheme } from './lib/color-scheme';
import { setSessionExpiredHandler } from './lib/api-client';
import { activateLocale, detectLocale } from './lib/i18n';
import { followSavedLocale } from './lib/saved-locale';
import { queryClient } from './lib/query-client';
import { isSignedIn, setSessionReady, subscribeSession } from './lib/session';
import { router } from './router';
import { loadSearchSchemas } from './routes/lazy-search';

applyInitialColorScheme();
// Every page but / checks its address with the routes' search schemas, loaded on first use: ask for them now.
if (window.location.pathname !== '/') void loadSearchSchemas();
setSessionReady(restoreSession());
followSavedLocale();

setSessionExpiredHandler(() => {
  const here = router.state.location;
  void router.navigate({ to: '/login', search: here.pathname === '/login' ? {} : { redirect: here.href } });
});

// Signed out (logout, failed refresh, another tab): re-run the route guards, which leave signed-in pages,
// then drop the previous user's cached data (after the pages that observe it are gone).
let signedIn = isSignedIn();
subscribeSession(() => {
  const now = isSignedIn();
  if (signedIn && !now) {
    void router.invalidate().finally(() => {
      if (!isSignedIn()) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'health' });
    });
  }
  signedIn = now;
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Before the first render: a language other than English loads its catalog, so no page flashes in English; a stored
// session loads the top bar's signed-in items, so a returning player's bar never draws without them.
const locale = detectLocale();
const before = [...(locale === 'en' ? [] : [activateLocale(locale)]), ...(isSignedIn() ? [loadSignedInTopBar()] : [])];
if (before.length === 0) render(container);
else
  void Promise.allSettled(before).finally(() => {
    render(container);
  });
