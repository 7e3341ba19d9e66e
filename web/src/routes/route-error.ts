import { lazyPage } from './lazy-page';

/**
 * The error page of every route without its own, loaded when an error happens (issue 35 §4: a first visit has no
 * use for it, and its card, icon, title and code block came to 3 KB of the first chunk), as the routes' own error
 * pages always were. A chunk that cannot load (a new deploy removed it) makes the router reload the page.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not words
export const routeError = lazyPage(() => import('../components/RouteError'), 'RouteError');
