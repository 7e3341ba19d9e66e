import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';

const WEB_DIST = join(import.meta.dirname, '..', '..', 'web', 'dist');
/** `npm test` builds the client first; `npm run test:server` may run without it. */
const describeWithWeb = existsSync(join(WEB_DIST, 'index.html')) ? describe : describe.skip;

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, not fetch: fetch asks for gzip itself and hands back the decoded body. */
function get(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describeWithWeb('Compressed static files', () => {
  let t: TestApp;
  let script: string;

  beforeAll(async () => {
    t = await startTestApp();
    script = /<script\b[^>]*\bsrc="([^"]+)"/.exec(readFileSync(join(WEB_DIST, 'index.html'), 'utf8'))![1];
  });

  afterAll(async () => {
    await closeAll(t);
  });

  it('sends the brotli copy to a browser that accepts br, gzip to one that accepts only gzip, and the original otherwise', async () => {
    const original = readFileSync(join(WEB_DIST, script.replace(/^\//, '')));
    const url = `${t.url}${script}`;

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([br.status, br.headers['content-encoding'], br.headers['content-type']]).toEqual([
      200,
      'br',
      expect.stringMatching(/javascript/),
    ]);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    // A third of the original or less: what the first visit now costs.
    expect(br.body.length).toBeLessThan(original.length / 3);
    expect(br.headers['cache-control']).toMatch(/immutable/);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect([gzip.status, gzip.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);

    const refusing: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of refusing) {
      const plain = await get(url, headers);
      expect([JSON.stringify(headers), plain.status, plain.headers['content-encoding']]).toEqual([
        JSON.stringify(headers),
        200,
        undefined,
      ]);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body.equals(original)).toBe(true);
    }
  });

  it('compresses the HTML of / and of deep links too, which stays no-cache and keeps the security headers', async () => {
    const html = readFileSync(join(WEB_DIST, 'index.html'));
    for (const path of ['/', '/wallet', '/tournament/7']) {
      const res = await get(`${t.url}${path}`, { 'accept-encoding': 'br' });
      expect([path, res.status, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([
        path,
        200,
        'br',
        'no-cache',
      ]);
      expect([path, res.headers['content-type']]).toEqual([path, expect.stringMatching(/text\/html/)]);
      expect([path, res.headers.vary]).toEqual([path, expect.stringMatching(/accept-encoding/i)]);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(brotliDecompressSync(res.body).equals(html)).toBe(true);
    }
    const plain = await get(`${t.url}/wallet`, {});
    expect([plain.headers['content-encoding'], plain.headers['cache-control']]).toEqual([undefined, 'no-cache']);
    expect(plain.body.equals(html)).toBe(true);
  });
});
