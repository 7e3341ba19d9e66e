import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
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
  plugins: [react(), precompress()],
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
