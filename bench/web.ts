/**
 * 8. Web: the JavaScript a first visit to / downloads, as the app serves it: the built app asked for / and for
 * the module script and modulepreload links of the HTML it answered (what the browser fetches before the first
 * render), with a browser's Accept-Encoding, counting the bytes of each body as they came over the wire.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { BenchContext, Row, Section, SectionResult } from './lib/context.js';
import { startApp } from './lib/app.js';

const TARGET_KB = 250;
/** What Chromium sends. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface Transfer {
  path: string;
  /** Body bytes as transferred (compressed when the server compressed). */
  wire: number;
  /** Body bytes after decoding. */
  decoded: number;
  encoding: string;
  body: Buffer;
}

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'identity') return body;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

/** node:http, not fetch: fetch decodes the body and hides what was transferred. */
function download(base: string, path: string, acceptEncoding: string): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) {
          reject(new Error(`GET ${path} answered ${res.statusCode}`));
          return;
        }
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'] ?? 'identity';
        const body = decode(wire, encoding);
        resolve({ path, wire: wire.length, decoded: body.length, encoding, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const kb = (bytes: number) => bytes / 1024;

export const web: Section = {
  name: 'web',
  title: 'Web first visit',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const app = await startApp({ databaseUrl: await ctx.pg.freshDatabase('web') });
    try {
      const page = await download(app.url, '/', ACCEPT_ENCODING);
      const index = page.body.toString('utf8');
      const scripts = [...index.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)].map((m) => m[1]);
      const preloads = [...index.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)]
        .map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
        .filter((h): h is string => Boolean(h));
      const styles = [...index.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
        .map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
        .filter((h): h is string => Boolean(h));
      const files = [...new Set([...scripts, ...preloads])];
      if (files.length === 0) throw new Error('no script in the HTML of /');
      const js: Transfer[] = [];
      for (const path of files) js.push(await download(app.url, path, ACCEPT_ENCODING));
      const css: Transfer[] = [];
      for (const path of styles) css.push(await download(app.url, path, ACCEPT_ENCODING));
      const uncompressed: Transfer[] = [];
      for (const path of files) uncompressed.push(await download(app.url, path, 'identity'));

      const sum = (list: Transfer[], key: 'wire' | 'decoded') => list.reduce((s, f) => s + f[key], 0);
      const jsKB = kb(sum(js, 'wire'));
      const allKB = kb(page.wire + sum(js, 'wire') + sum(css, 'wire'));
      const identityKB = kb(sum(uncompressed, 'wire'));
      const rows: Row[] = [
        {
          figure: 'JavaScript transferred by a first visit to / (as served)',
          value: `${jsKB.toFixed(1)} KB`,
          baseline: `${identityKB.toFixed(1)} KB`,
          ratio: (jsKB / identityKB).toFixed(2),
          target: `< ${TARGET_KB} KB`,
          met: jsKB < TARGET_KB,
          p50: '—',
          p99: '—',
        },
        {
          figure: 'HTML, CSS and JavaScript transferred by a first visit to /',
          value: `${allKB.toFixed(1)} KB`,
          baseline: '—',
          ratio: '—',
          target: '—',
          met: null,
          p50: '—',
          p99: '—',
        },
      ];
      const encodings = [...new Set([page, ...js, ...css].map((f) => f.encoding))].join(', ');
      const method = [
        `The built app (\`node dist/src/main.js\`) asked with \`Accept-Encoding: ${ACCEPT_ENCODING}\` (Chromium's) for /, then for the \`<script type="module" src>\` and \`<link rel="modulepreload" href>\` files of the HTML it answered, and its stylesheets; each body counted as transferred, before decoding (KB = 1024 bytes). Encodings served: ${encodings}. Lazily loaded route chunks are not counted. Baseline: the same scripts asked for with \`Accept-Encoding: identity\`, as the app served everything before it compressed.`,
        `Files: ${js.map((f) => `${f.path} ${kb(f.decoded).toFixed(1)} KB → ${kb(f.wire).toFixed(1)} KB (${f.encoding})`).join('; ')}. HTML ${kb(page.decoded).toFixed(1)} KB → ${kb(page.wire).toFixed(1)} KB; CSS ${kb(sum(css, 'decoded')).toFixed(1)} KB → ${kb(sum(css, 'wire')).toFixed(1)} KB.`,
      ];
      return { rows, method };
    } finally {
      await app.stop();
    }
  },
};
