import type { FastifyRequest } from 'fastify';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The path as the router reads it: percent-decoded (`/%61pi` is `/api`); an undecodable one as sent. */
function decodedPath(url: string): string {
  const path = url.split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request is one for the API, judged as the router judged it: by the route it matched, or, when it
 * matched none (a 404) or only the static files' wildcard, by its decoded path. The raw URL is not enough:
 * `/%61pi/accounts/profile/` reaches the profile route while its text does not start with `/api/`.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && isApiPath(route)) return true;
  return isApiPath(decodedPath(request.url));
}
