import { englishOf, registration, withoutEnglish } from '../../web/english-by-module.js';

/**
 * Issue 35 §4: English travels with the modules that show it (web/english-by-module.ts). These hold the plugin's
 * reading of a module's code; the build itself fails when a built chunk names a message no module registered.
 */
describe('English by module', () => {
  const catalog = { 'Ay9-Vz': ['Best of ', ['games']], x4Gk2e: ['Play now'], '7p5kLi': ['Wallet'] };

  it('finds the ids the macros leave, in either quote and either form, and only the catalog’s', () => {
    const code = [
      'const a = t({ id: "Ay9-Vz", values: { games } });',
      'const b = jsx(Trans, { id: `x4Gk2e` });',
      '<main id="main-content">',
      "const c = { id: 'not-a-message' };",
    ].join('\n');
    expect(englishOf(code, catalog)).toEqual({ 'Ay9-Vz': ['Best of ', ['games']], x4Gk2e: ['Play now'] });
    expect(englishOf('const n = 1;', catalog)).toEqual({});
  });

  it('registers them on the module’s first line, through the registry', () => {
    const line = registration({ x4Gk2e: ['Play now'] }, '/app/web/src/lib/english.ts');
    expect(line).not.toContain('\n');
    expect(line).toBe(
      'import { addEnglish as __addEnglish } from "/app/web/src/lib/english.ts";__addEnglish({"x4Gk2e":["Play now"]});',
    );
  });

  it('names a message a chunk shows whose English no module brought, however the code names it', () => {
    const chunk = 'r({"x4Gk2e":["Play now"]});f(`x4Gk2e`);g._("7p5kLi");h("Ay9-Vz")';
    expect(withoutEnglish(chunk, new Set(['x4Gk2e']), catalog)).toEqual(['7p5kLi', 'Ay9-Vz']);
    expect(withoutEnglish(chunk, new Set(['x4Gk2e', '7p5kLi', 'Ay9-Vz']), catalog)).toEqual([]);
  });
});
