import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '../..');
const LOCALES = join(ROOT, 'src/locales');
const LINGUI = join(ROOT, 'node_modules/.bin/lingui');

/**
 * Issue 36 §3: the server's catalogs are current. Extracting the sources again changes no .po file (a message
 * marked with `msg` and not extracted would be missing from the translators' files), and compiling the .po files
 * with --strict (no German or Spanish message may be missing) gives exactly the committed modules that
 * `nest build` and the tests load.
 */
describe('The server catalogs', () => {
  let work: string;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'spockout-catalogs-'));
    cpSync(LOCALES, join(work, 'locales'), { recursive: true });
    writeFileSync(
      join(work, 'lingui.config.mjs'),
      `import base from ${JSON.stringify(pathToFileURL(join(ROOT, 'lingui.server.config.js')).href)};\n` +
        `export default { ...base, catalogs: base.catalogs.map((c) => ({ ...c, path: ${JSON.stringify(
          join(work, 'locales/{locale}/server'),
        )} })) };\n`,
    );
  });

  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  const lingui = (...args: string[]) =>
    execFileSync(LINGUI, [...args, '--config', join(work, 'lingui.config.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  const files = (suffix: string) => readdirSync(LOCALES).map((locale) => join(locale, `server${suffix}`));

  it('hold every marked message: extracting again changes no catalog', () => {
    lingui('extract', '--clean');
    for (const file of files('.po')) {
      expect([file, readFileSync(join(work, 'locales', file), 'utf8')]).toEqual([
        file,
        readFileSync(join(LOCALES, file), 'utf8'),
      ]);
    }
  });

  it('compile strictly into the committed modules', () => {
    lingui('compile', '--strict', '--typescript', '--namespace', 'es');
    expect(files('.ts').length).toBeGreaterThanOrEqual(3);
    for (const file of files('.ts')) {
      expect([file, readFileSync(join(work, 'locales', file), 'utf8')]).toEqual([
        file,
        readFileSync(join(LOCALES, file), 'utf8'),
      ]);
    }
  });

  it('fail the strict compile on a German message left untranslated', () => {
    const de = join(work, 'locales/de/server.po');
    const po = readFileSync(de, 'utf8');
    writeFileSync(de, po.replace('msgstr "Dieses Feld ist erforderlich."', 'msgstr ""'));
    expect(() => lingui('compile', '--strict', '--typescript', '--namespace', 'es')).toThrow(/Missing/);
    writeFileSync(de, po);
  });
});

/**
 * The web client's catalogs are current too: extracting its sources again changes no .po file. A message added
 * in the code and not extracted would render as its id in the production build, whose messages carry ids only.
 * (Their strict compile is `npm run i18n:compile` in `npm test`; its output is generated, not committed.)
 */
describe('The web catalogs', () => {
  const WEB_LOCALES = join(ROOT, 'web/src/locales');
  let work: string;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'spockout-web-catalogs-'));
    cpSync(WEB_LOCALES, join(work, 'locales'), { recursive: true, filter: (source) => !source.endsWith('.js') });
    writeFileSync(
      join(work, 'lingui.config.ts'),
      `import base from ${JSON.stringify(join(ROOT, 'lingui.config.ts'))};\n` +
        `export default { ...base, rootDir: ${JSON.stringify(ROOT)}, catalogs: base.catalogs.map((c) => ({ ...c, ` +
        `path: ${JSON.stringify(join(work, 'locales/{locale}/messages'))} })) };\n`,
    );
  });

  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('hold every message of the web client: extracting again changes no catalog', () => {
    execFileSync(LINGUI, ['extract', '--clean', '--config', join(work, 'lingui.config.ts')], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    const catalogs = readdirSync(WEB_LOCALES).map((locale) => join(locale, 'messages.po'));
    expect(catalogs.length).toBe(4);
    for (const file of catalogs) {
      expect([file, readFileSync(join(work, 'locales', file), 'utf8')]).toEqual([
        file,
        readFileSync(join(WEB_LOCALES, file), 'utf8'),
      ]);
    }
  });
});
