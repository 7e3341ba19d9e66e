import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { errorShapeProblem, findLeak } from './security-support.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Browser-facing hardening: the security headers on API answers and on the web client's HTML, CORS closed
 * unless CORS_ORIGINS names an origin, and error bodies that never carry internals.
 */
const WEB_INDEX = join(import.meta.dirname, '..', '..', 'web', 'dist', 'index.html');
/** `npm test` builds the client first; `npm run test:server` may run without it, and then the HTML is not served. */
const itWithWeb = existsSync(WEB_INDEX) ? it : it.skip;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/**
 * `secure`: the request came over HTTPS (here: X-Forwarded-Proto from a trusted proxy). Only then may HSTS and
 * `upgrade-insecure-requests` be sent: over plain HTTP at any host but localhost they made the browser fetch
 * every asset over https, and the page stayed blank.
 */
function expectSecurityHeaders(headers: Headers, label: string, secure = false): void {
  const hsts = headers.get('strict-transport-security');
  const csp = directives(headers.get('content-security-policy') ?? '');
  if (secure) {
    expect([
      label,
      Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1] ?? 0) >= 31536000,
      /includeSubDomains/i.test(hsts ?? ''),
    ]).toEqual([label, true, true]);
    expect([label, csp.has('upgrade-insecure-requests')]).toEqual([label, true]);
  } else {
    expect([label, 'plain HTTP', hsts, csp.has('upgrade-insecure-requests')]).toEqual([
      label,
      'plain HTTP',
      null,
      false,
    ]);
  }

  expect([label, 'script-src', csp.get('script-src')]).toEqual([label, 'script-src', ["'self'"]]);
  expect([label, 'frame-ancestors', csp.get('frame-ancestors')]).toEqual([label, 'frame-ancestors', ["'none'"]]);
  expect([label, 'object-src', csp.get('object-src')]).toEqual([label, 'object-src', ["'none'"]]);
  expect([label, 'default-src', csp.get('default-src')]).toEqual([label, 'default-src', ["'self'"]]);
  expect([label, 'base-uri', csp.get('base-uri')]).toEqual([label, 'base-uri', ["'self'"]]);
  for (const [name, values] of csp) {
    // No directive may reopen script execution.
    if (name.startsWith('script-src') || name === 'default-src') {
      expect([label, name, values.filter((v) => /unsafe-inline|unsafe-eval|\*|data:|http:/.test(v))]).toEqual([
        label,
        name,
        [],
      ]);
    }
  }

  expect([label, headers.get('x-content-type-options')]).toEqual([label, 'nosniff']);
  expect([
    label,
    ['strict-origin-when-cross-origin', 'no-referrer', 'same-origin'].includes(headers.get('referrer-policy') ?? ''),
  ]).toEqual([label, true]);
  expect([label, ['DENY', 'SAMEORIGIN'].includes(headers.get('x-frame-options') ?? '')]).toEqual([label, true]);
  expect([label, headers.get('x-powered-by')]).toEqual([label, null]);
}

describe('Security headers, CORS and error bodies', () => {
  let t: TestApp;
  let cors: TestApp;
  let proxied: TestApp;
  let player: Player;

  beforeAll(async () => {
    t = await startTestApp();
    cors = await startTestApp({ CORS_ORIGINS: 'https://good.example' }, t.databaseUrl);
    proxied = await startTestApp({ TRUST_PROXY: '127.0.0.1' }, t.databaseUrl);
    player = await fixtures(t).player({ name: 'hdr' });
  });

  afterAll(async () => {
    await closeAll(proxied, cors, t);
  });

  describe('security headers', () => {
    it('are on API answers of every kind: success, 401, 400 and an unknown route', async () => {
      const answers: [string, Response][] = [
        ['health', await fetch(`${t.url}/api/health`)],
        [
          'profile',
          await fetch(`${t.url}/api/accounts/profile/`, { headers: { authorization: `Bearer ${player.access}` } }),
        ],
        ['profile 401', await fetch(`${t.url}/api/accounts/profile/`)],
        [
          'login 400',
          await fetch(`${t.url}/api/accounts/login/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{',
          }),
        ],
        ['unknown 404', await fetch(`${t.url}/api/no/such/thing`)],
        ['docs json', await fetch(`${t.url}/api/docs-json`)],
      ];
      for (const [label, res] of answers) {
        // Read to the end: an unread body can hold its connection, and with it the app's close, open.
        await res.arrayBuffer();
        expectSecurityHeaders(res.headers, label);
      }
    });

    itWithWeb('are on the HTML of / and of deep links served by the client-side router', async () => {
      for (const path of ['/', '/wallet', '/tournament/7', '/match/3', '/tournament/7/history']) {
        const res = await fetch(`${t.url}${path}`);
        await res.arrayBuffer();
        expect([path, res.status]).toEqual([path, 200]);
        expect([path, res.headers.get('content-type')]).toEqual([path, expect.stringContaining('text/html')]);
        expectSecurityHeaders(res.headers, path);
      }
    });

    itWithWeb('are on static assets, and the HTML has no inline script the CSP would have to allow', async () => {
      const html = readFileSync(WEB_INDEX, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc=/);
        expect(body.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
      const src = /<script\b[^>]*\bsrc="([^"]+)"/i.exec(html)?.[1];
      const asset = await fetch(`${t.url}${src}`);
      await asset.arrayBuffer();
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expectSecurityHeaders(asset.headers, String(src));
    });

    it('carry HSTS and upgrade-insecure-requests only on requests that came over HTTPS through a trusted proxy', async () => {
      const https = { 'x-forwarded-proto': 'https' };
      const paths = ['/api/health', '/api/no/such/thing', ...(existsSync(WEB_INDEX) ? ['/', '/wallet'] : [])];
      for (const path of paths) {
        const secure = await fetch(`${proxied.url}${path}`, { headers: https });
        await secure.arrayBuffer();
        expectSecurityHeaders(secure.headers, `${path} via a trusted proxy over https`, true);
        const plain = await fetch(`${proxied.url}${path}`, { headers: { 'x-forwarded-proto': 'http' } });
        await plain.arrayBuffer();
        expectSecurityHeaders(plain.headers, `${path} via a trusted proxy over http`);
        const bare = await fetch(`${proxied.url}${path}`);
        await bare.arrayBuffer();
        expectSecurityHeaders(bare.headers, `${path} straight to a proxied app`);
        // Without TRUST_PROXY anyone can send the header: it is ignored.
        const spoofed = await fetch(`${t.url}${path}`, { headers: https });
        await spoofed.arrayBuffer();
        expectSecurityHeaders(spoofed.headers, `${path} with an untrusted X-Forwarded-Proto`);
      }
    });

    it('say no-store on every API answer, however its path is spelled (issue 19 §4)', async () => {
      const auth = { authorization: `Bearer ${player.access}` };
      // The router decodes and matches these as the profile; the header must follow the route, not the raw URL.
      const spellings = [
        '/api/accounts/profile/',
        '/%61pi/accounts/profile/',
        '/%61%70%69/accounts/profile',
        '/api/%61ccounts/profile/',
      ];
      for (const path of spellings) {
        const res = await fetch(`${t.url}${path}`, { headers: auth });
        const body = (await res.json()) as { email?: string };
        expect([path, res.status, body.email]).toEqual([path, 200, expect.stringContaining('@')]);
        expect([path, res.headers.get('cache-control')]).toEqual([path, 'no-store']);
      }
      // Unknown API paths, encoded or not, stay JSON 404s with no-store, never the client's HTML.
      for (const path of ['/api/no/such/thing', '/%61pi/no/such/thing', '/%61pi']) {
        const res = await fetch(`${t.url}${path}`);
        await res.arrayBuffer();
        expect([path, res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
          path,
          404,
          expect.stringMatching(/application\/json/),
          'no-store',
        ]);
      }
    });

    it('keep unknown /api paths out of the client router: JSON 404, not the HTML page', async () => {
      const res = await fetch(`${t.url}/api/wallet`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    });
  });

  describe('CORS', () => {
    const preflight = (app: TestApp, origin: string, path = '/api/accounts/login/') =>
      fetch(`${app.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });

    it('sends no Access-Control-Allow-Origin for a foreign origin when CORS_ORIGINS is not set', async () => {
      for (const origin of ['https://evil.example', 'https://good.example', 'null']) {
        const simple = await fetch(`${t.url}/api/health`, { headers: { origin } });
        expect([origin, simple.headers.get('access-control-allow-origin')]).toEqual([origin, null]);
        const authed = await fetch(`${t.url}/api/accounts/profile/`, {
          headers: { origin, authorization: `Bearer ${player.access}` },
        });
        expect([origin, authed.headers.get('access-control-allow-origin')]).toEqual([origin, null]);
        const pre = await preflight(t, origin);
        expect([
          origin,
          pre.headers.get('access-control-allow-origin'),
          pre.headers.get('access-control-allow-methods'),
        ]).toEqual([origin, null, null]);
      }
    });

    it('allows the preflight of a configured origin, for the methods and headers the client sends', async () => {
      const res = await preflight(cors, 'https://good.example');
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://good.example');
      expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
      expect((res.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toMatch(/authorization/);
      // Bearer tokens, not cookies: credentials are never allowed cross-origin.
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('vary') ?? '').toMatch(/origin/i);
      const actual = await fetch(`${cors.url}/api/accounts/profile/`, {
        headers: { origin: 'https://good.example', authorization: `Bearer ${player.access}` },
      });
      expect(actual.status).toBe(200);
      expect(actual.headers.get('access-control-allow-origin')).toBe('https://good.example');
    });

    it('refuses every other origin, including look-alikes of the configured one', async () => {
      for (const origin of [
        'https://evil.example',
        'https://good.example.evil.com',
        'https://evilgood.example',
        'http://good.example',
        'https://good.example:8443',
        'https://GOOD.example.',
        'null',
      ]) {
        const pre = await preflight(cors, origin);
        expect([origin, pre.headers.get('access-control-allow-origin')]).toEqual([origin, null]);
        const simple = await fetch(`${cors.url}/api/health`, { headers: { origin } });
        expect([origin, simple.headers.get('access-control-allow-origin')]).toEqual([origin, null]);
      }
    });
  });

  describe('error bodies', () => {
    /** Raw HTTP, for methods fetch will not send. */
    function raw(
      method: string,
      path: string,
    ): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
      return new Promise((resolve, reject) => {
        const req = httpRequest(`${t.url}${path}`, { method }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        });
        req.on('error', reject);
        req.end();
      });
    }

    function expectCleanError(label: string, status: number, text: string, allowed: number[]): void {
      expect([label, allowed.includes(status)]).toEqual([label, true]);
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* checked below */
      }
      expect([label, errorShapeProblem(body)]).toEqual([label, null]);
      expect([label, findLeak(text)]).toEqual([label, null]);
    }

    it('never carry a stack trace or internals: 404, 400, 401, 403, 405, 413, 415', async () => {
      const player403 = { authorization: `Bearer ${player.access}` };
      const cases: [string, () => Promise<Response>, number[]][] = [
        ['404 unknown route', () => fetch(`${t.url}/api/definitely/not/here`), [404]],
        ['404 unknown id', () => fetch(`${t.url}/api/tournaments/999999/`, { headers: player403 }), [404]],
        [
          '400 malformed JSON',
          () =>
            fetch(`${t.url}/api/accounts/login/`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{"username": ',
            }),
          [400],
        ],
        [
          '400 prototype pollution',
          () =>
            fetch(`${t.url}/api/accounts/login/`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{"__proto__": {"admin": true}, "username": "a", "password": "b"}',
            }),
          [400],
        ],
        [
          '400 validation',
          () =>
            fetch(`${t.url}/api/accounts/register/`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{"username": {"$gt": ""}}',
            }),
          [400],
        ],
        ['401 no token', () => fetch(`${t.url}/api/economy/wallet/me/`), [401]],
        [
          '401 garbage token',
          () => fetch(`${t.url}/api/economy/wallet/me/`, { headers: { authorization: 'Bearer a.b.c' } }),
          [401],
        ],
        ['403 player on admin', () => fetch(`${t.url}/api/admin/users/`, { headers: player403 }), [403]],
        ['405 wrong method', () => fetch(`${t.url}/api/accounts/login/`, { method: 'DELETE' }), [404, 405]],
        ['405 wrong method on a GET route', () => fetch(`${t.url}/api/health`, { method: 'PUT' }), [404, 405]],
        [
          '413 body too large',
          () =>
            fetch(`${t.url}/api/accounts/login/`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ username: 'x'.repeat(100_000), password: 'y' }),
            }),
          [413],
        ],
        [
          '415 wrong content type',
          () =>
            fetch(`${t.url}/api/accounts/login/`, {
              method: 'POST',
              headers: { 'content-type': 'text/xml' },
              body: '<login/>',
            }),
          [415],
        ],
      ];
      // Refused by Node's parser before Fastify (the fuzz test's 10,000-character query did it): same shape.
      const tooLong = await fetch(`${t.url}/api/admin/events/?aggregate_id=${'x'.repeat(20_000)}`);
      expectCleanError('431 URL too large', tooLong.status, await tooLong.text(), [431]);
      for (const [label, send, allowed] of cases) {
        const res = await send();
        expectCleanError(label, res.status, await res.text(), allowed);
        expectSecurityHeaders(res.headers, label);
      }
      for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'SEARCH']) {
        const res = await raw(method, '/api/accounts/login/');
        expect([method, res.status < 500]).toEqual([method, true]);
        if (res.body) expect([method, findLeak(res.body)]).toEqual([method, null]);
      }
      // The polluted body above did not reach this process's prototypes.
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    });

    it('answer an unknown route with the method and path only, never headers or the query', async () => {
      const res = await fetch(`${t.url}/api/nowhere?token=secret-value`, {
        headers: { authorization: `Bearer ${player.access}` },
      });
      const text = await res.text();
      expect(res.status).toBe(404);
      expect(text).not.toContain('secret-value');
      expect(text).not.toContain(player.access);
    });
  });
});
