/**
 * 8. Web: the JavaScript a first visit to / downloads, gzipped: web/dist/index.html's module script and
 * modulepreload links (what the browser fetches before the first render), each gzipped, summed.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchContext, Row, Section, SectionResult } from './lib/context.js';

const WEB_DIST = resolve(import.meta.dirname, '..', '..', 'web', 'dist');
const TARGET_KB = 250;

export const web: Section = {
  name: 'web',
  title: 'Web first visit',
  async run(_ctx: BenchContext): Promise<SectionResult> {
    const index = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    const built = statSync(join(WEB_DIST, 'index.html')).mtime.toISOString();
    const scripts = [...index.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)].map((m) => m[1]);
    const preloads = [...index.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]).filter((h): h is string => Boolean(h));
    const files = [...new Set([...scripts, ...preloads])];
    if (files.length === 0) throw new Error('no script in web/dist/index.html');
    const sizes = files.map((href) => {
      const raw = readFileSync(join(WEB_DIST, href.replace(/^\//, '')));
      return { href, raw: raw.length, gzip: gzipSync(raw).length };
    });
    const gzipKB = sizes.reduce((s, f) => s + f.gzip, 0) / 1024;
    const rawKB = sizes.reduce((s, f) => s + f.raw, 0) / 1024;
    const rows: Row[] = [
      { figure: 'JavaScript downloaded by a first visit to / (gzip)', value: `${gzipKB.toFixed(1)} KB`, baseline: '—', ratio: '—', target: `< ${TARGET_KB} KB`, met: gzipKB < TARGET_KB, p50: '—', p99: '—' },
    ];
    const method = [
      `\`npm run build:web\` (vite), then web/dist/index.html (built ${built}): its \`<script type="module" src>\` and \`<link rel="modulepreload" href>\` files, each gzipped with zlib's default level (6), summed (KB = 1024 bytes). Lazily loaded route chunks are not counted.`,
      `Files: ${sizes.map((f) => `${f.href} ${(f.raw / 1024).toFixed(1)} KB → ${(f.gzip / 1024).toFixed(1)} KB`).join('; ')}. Uncompressed total ${rawKB.toFixed(1)} KB: what a browser downloads when nothing in front of the app compresses (the app itself serves web/dist uncompressed).`,
    ];
    return { rows, method };
  },
};
