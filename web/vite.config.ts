import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { englishByModule } from './english-by-module.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// Babel carries the macros on purpose (see below): Lingui's hint to try its native transform is noise here.
process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';
const linguiConfig = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version?: string;
};

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Brotli (.br) and gzip (.gz) copies of every text asset beside the original, made once at build time at the
 * highest levels, for the server to send as they are (@fastify/static's preCompressed): a first visit downloaded
 * the JavaScript uncompressed. A copy that would not be smaller is left out, and the original is served.
 */
function precompress(): Plugin {
  return {
    name: 'spockout-precompress',
    apply: 'build',
    writeBundle({ dir }) {
      if (!dir) return;
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        const raw = readFileSync(file);
        const brotli = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gzip = gzipSync(raw, { level: 9 });
        if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

export default defineConfig({
  root: webRoot,
  // Lingui (issue 36): its Babel preset turns the message macros into catalog lookups (before React's transform,
  // as Lingui asks), and a catalog (.po) imported by web/src/lib/i18n.ts is compiled on the fly. A message German
  // or Spanish lacks fails `npm run i18n:compile` (strict, in npm test), not a developer's build. (Lingui's faster native transform needs Node 22.19 at install time, and npm
  // on an older Node silently leaves its binary out: docs/decisions.md.)
  plugins: [
    babel({ presets: [linguiTransformerBabelPreset({}, { configPath: linguiConfig })] }),
    react(),
    lingui({ configPath: linguiConfig }),
    englishByModule({ configPath: linguiConfig, registry: join(webRoot, 'src/lib/english.ts') }),
    precompress(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version ?? '0.1.3-alpha'),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
    __DEFAULT_ENVIRONMENT__: JSON.stringify(process.env.APP_ENV_DEFAULT ?? 'production'),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything a first visit runs before its first render in one chunk (issue 35 §4): split into ~45 small
        // files (rolldown's default where the entry shares modules with lazy chunks), each compressed apart, it
        // transferred 12 KB more and waited on as many requests. Lazy chunks import what they share from it.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
