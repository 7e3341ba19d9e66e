import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/** A compiled message, as Lingui's runtime reads it (text and placeholders, nested for plurals). */
type Compiled = unknown;
export type EnglishCatalog = Record<string, Compiled>;

/**
 * A message id as the macros leave it in a module's code: `_({ id: "x4Gk2e" })`, `jsx(Trans, { id: "x4Gk2e" })`,
 * a `msg` descriptor, with whichever quotes the transform wrote.
 */
const MESSAGE_ID = /\bid\s*[:=]\s*(["'`])([^"'`\s]{1,64})\1/g;

/** The English of the messages `code` names, those the catalog knows (any other `id:` is not a message). */
export function englishOf(code: string, catalog: EnglishCatalog): EnglishCatalog {
  const found: EnglishCatalog = {};
  for (const [, , id] of code.matchAll(MESSAGE_ID)) {
    if (Object.hasOwn(catalog, id)) found[id] = catalog[id];
  }
  return found;
}

/**
 * The statements that add a module's English to the runtime's, run before the module's own code (its imports are
 * hoisted above them, as always). On the module's first line, so the lines of its source map still hold.
 */
export function registration(messages: EnglishCatalog, registry: string): string {
  return `import { addEnglish as __addEnglish } from ${JSON.stringify(registry)};__addEnglish(${JSON.stringify(messages)});`;
}

/**
 * The messages a built chunk names that no module of it, nor of a chunk it imports, brought the English of: the
 * check that the id pattern above still reads what Lingui's macros write. Any catalog id in quotes counts, in
 * whatever form the code names it.
 */
export function withoutEnglish(chunkCode: string, available: Set<string>, catalog: EnglishCatalog): string[] {
  const missing = new Set<string>();
  for (const [, , id] of chunkCode.matchAll(/(["'`])([^"'`\s]{1,64})\1/g)) {
    if (Object.hasOwn(catalog, id) && !available.has(id)) missing.add(id);
  }
  return [...missing].sort();
}

const MODULE = /\/web\/src\/.*\.[cm]?[jt]sx?$/;

/**
 * English travels with the modules that show it (issue 35 §4). Issue 36 put the whole English catalog (1,338
 * messages, 21 KB as brotli) in the first chunk, and a first visit to / rose from 128.8 KB to 159 KB; German,
 * Spanish and the pseudo-locale stay whole catalogs, loaded when chosen. Each module of web/src that names a
 * message gets, ahead of its own code, a call that adds those messages' compiled English to the runtime's English
 * catalog (web/src/lib/english.ts): a lazy page's words load with the page, and no chunk carries another's. The
 * production build keeps ids only, so a message whose module did not register would show its id: the browser
 * journeys read English on every page.
 */
export function englishByModule(options: { configPath: string; registry: string }): Plugin {
  let catalog: Promise<EnglishCatalog> | undefined;
  let poFile = '';
  /** The ids each module registered, by module id, for the check of the bundle. */
  const registered = new Map<string, string[]>();

  async function load(): Promise<EnglishCatalog> {
    const config = getConfig({ configPath: options.configPath });
    const found = getCatalogForFile('web/src/locales/en/messages.po', await getCatalogs(config));
    if (!found) throw new Error(`lingui.config has no English catalog at web/src/locales/en/messages.po`);
    poFile = fileURLToPath(new URL('./src/locales/en/messages.po', import.meta.url));
    const { messages } = await found.catalog.getTranslations('en', {
      fallbackLocales: config.fallbackLocales,
      sourceLocale: config.sourceLocale,
    });
    const { source, errors } = createCompiledCatalog('en', messages, { namespace: 'json' });
    if (errors.length > 0)
      throw new Error(`English messages that do not compile: ${errors.map((e) => e.id).join(', ')}`);
    return (JSON.parse(source) as { messages: EnglishCatalog }).messages;
  }

  return {
    name: 'spockout-english-by-module',
    // After Lingui's macros and the TypeScript and JSX transforms: the ids are in the code by then.
    enforce: 'post',
    buildStart() {
      catalog = undefined;
    },
    watchChange() {
      catalog = undefined;
    },
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!MODULE.test(file) || file === options.registry) return null;
      catalog ??= load();
      const messages = englishOf(code, await catalog);
      registered.set(file, Object.keys(messages));
      if (Object.keys(messages).length === 0) return null;
      if (poFile) this.addWatchFile(poFile);
      // `map: null`: the lines are as they were (the registration shares the first).
      return { code: registration(messages, options.registry) + code, map: null };
    },
    // A build whose code names a message that would show as its id fails here, naming it.
    async generateBundle(_options, bundle) {
      if (!catalog) return;
      const english = await catalog;
      const chunks = new Map(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output]] : [])),
      );
      for (const chunk of chunks.values()) {
        // German, Spanish and the pseudo-locale: their catalogs name every id, as keys.
        if (chunk.moduleIds.some((id) => id.split('?')[0].endsWith('.po'))) continue;
        const available = new Set<string>();
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const reached = chunks.get(fileName);
          if (!reached || seen.has(fileName)) return;
          seen.add(fileName);
          for (const id of reached.moduleIds)
            for (const message of registered.get(id.split('?')[0]) ?? []) available.add(message);
          reached.imports.forEach(visit);
        };
        visit(chunk.fileName);
        const missing = withoutEnglish(chunk.code, available, english);
        if (missing.length > 0) {
          this.error(`${chunk.fileName} names messages whose English no module brought: ${missing.join(', ')}`);
        }
      }
    },
  };
}
