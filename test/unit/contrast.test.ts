import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Issue 34 §1 (WCAG 2.2 AA 1.4.3 and 1.4.11): axe cannot measure words over a gradient or a translucent layer, so
 * its sweep passed while white words sat at 1.86:1 on the winner's orange card. This test reads the colours the app
 * ships (Mantine's variables, then web/src/styles/theme.css, with CSS's own precedence: a scheme's rule over
 * `:root`'s) and computes the contrast of each pair of tokens below at every stop of every gradient, under and
 * outside its glow, in the light and the dark scheme: 4.5:1 for text, 3:1 for large text and icons. A second part
 * keeps the pairs honest: a stylesheet or component that puts words in a literal colour, or words on a gradient not
 * made of tokens, fails here.
 */

const root = new URL('../..', import.meta.url).pathname;
const MANTINE_CSS = join(root, 'node_modules/@mantine/core/styles/default-css-variables.css');
const THEME_CSS = join(root, 'web/src/styles/theme.css');

type Scheme = 'light' | 'dark';
type Rgba = [number, number, number, number];

/** The custom properties each scheme ends with: `:root` declarations first, then the scheme's, in file order. */
function tokens(scheme: Scheme): Map<string, string> {
  const base = new Map<string, string>();
  const own = new Map<string, string>();
  for (const css of [readFileSync(MANTINE_CSS, 'utf8'), readFileSync(THEME_CSS, 'utf8')]) {
    for (const { selector, body } of topLevelRules(css)) {
      const selectors = selector.split(',').map((s) => s.trim().replace(/"/g, "'"));
      const target = selectors.includes(':root')
        ? base
        : selectors.includes(`:root[data-mantine-color-scheme='${scheme}']`)
          ? own
          : null;
      if (!target) continue;
      for (const declaration of body.split(';')) {
        const match = /^\s*(--[\w-]+)\s*:\s*([\s\S]+?)\s*$/.exec(declaration);
        if (match) target.set(match[1], match[2]);
      }
    }
  }
  return new Map([...base, ...own]);
}

/** Each top-level rule's selector and body; at-rules (media queries) are skipped with their nested rules. */
function topLevelRules(css: string): { selector: string; body: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: { selector: string; body: string }[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    let depth = 1;
    let close = open + 1;
    for (; close < text.length && depth > 0; close++) {
      if (text[close] === '{') depth++;
      else if (text[close] === '}') depth--;
    }
    const selector = text.slice(at, open).trim();
    if (!selector.startsWith('@')) rules.push({ selector, body: text.slice(open + 1, close - 1) });
    at = close;
  }
  return rules;
}

function colour(value: string, scheme: Map<string, string>, seen: string[] = []): Rgba {
  const v = value.trim();
  const ref = /^var\((--[\w-]+)\)$/.exec(v);
  if (ref) {
    const next = scheme.get(ref[1]);
    if (next === undefined) throw new Error(`${ref[1]} is not defined (via ${seen.join(' → ') || v})`);
    return colour(next, scheme, [...seen, ref[1]]);
  }
  if (v === 'white') return [255, 255, 255, 1];
  if (v === 'black') return [0, 0, 0, 1];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(v);
  if (hex) {
    const h = hex[1].length === 3 ? hex[1].replace(/./g, '$&$&') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(v);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4] || 1)];
  throw new Error(`cannot read the colour ${v} (via ${seen.join(' → ')})`);
}

/** `top` painted over an opaque `under`. */
function over(top: Rgba, under: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A surface words sit on: a gradient's stops (one stop for a flat colour), the translucent layers painted over it
 * (a glow, a chip), each of which may or may not be under a given word, and the page under a translucent stop.
 */
interface Surface {
  stops: string[];
  layers?: string[];
  page?: string;
}

const tok = (name: string) => `var(${name})`;
const hero: Surface = { stops: [tok('--app-hero-from'), tok('--app-hero-to')], layers: [tok('--app-hero-glow')] };
const win: Surface = { stops: [tok('--app-win-from'), tok('--app-win-to')], layers: [tok('--app-win-glow')] };
const flat = (name: string): Surface => ({ stops: [tok(name)] });

/** Every pair of a word token and the surface it is drawn on; `large` for large text and icons (3:1). */
const PAIRS: { what: string; words: string; on: Surface; large?: boolean }[] = [
  // The page's own words.
  ...['--mantine-color-body', '--app-surface', '--app-subtle'].flatMap((bg) => [
    { what: `text on ${bg}`, words: '--mantine-color-text', on: flat(bg) },
    { what: `dimmed text on ${bg}`, words: '--mantine-color-dimmed', on: flat(bg) },
  ]),
  // The violet card: the home banner, the balance card (its "AVAILABLE BALANCE" label), a match's end.
  { what: 'words on the violet card', words: '--app-on-hero', on: hero },
  { what: 'soft words on the violet card', words: '--app-on-hero-soft', on: hero },
  {
    what: "the home banner's move chips",
    words: '--app-on-hero',
    on: { ...hero, layers: [tok('--app-hero-glow'), tok('--app-hero-chip')] },
  },
  {
    what: 'the brand mark',
    words: '--app-on-hero',
    on: { stops: [tok('--app-brand-from'), tok('--app-brand-to')] },
    large: true,
  },
  { what: 'the coin beside an amount', words: '--app-coin', on: flat('--app-surface'), large: true },
  { what: 'the coin on the balance card', words: '--app-on-hero-coin', on: hero, large: true },
  { what: 'the deposit button on the balance card', words: '--app-hero-from', on: flat('--mantine-color-white') },
  // The gold card: "You won the match!", the champion's banner and its trophy.
  { what: "words on the winner's gold card", words: '--app-on-win', on: win },
  { what: "soft words on the winner's gold card", words: '--app-on-win-soft', on: win },
  {
    what: "the champion's trophy in its ring",
    words: '--app-on-win',
    on: { ...win, layers: [tok('--app-win-glow'), tok('--app-win-glow')] },
    large: true,
  },
  { what: "the champion's prize pill", words: '--mantine-color-orange-9', on: flat('--app-surface') },
  // The move clock: its words and label on the warning (under 30 s) and hurry (under 10 s) panels.
  { what: 'the clock in warning', words: '--app-on-clock-warning', on: flat('--app-clock-warning-bg') },
  { what: "the clock's label in warning", words: '--app-on-clock-soft', on: flat('--app-clock-warning-bg') },
  { what: 'the clock in hurry', words: '--app-on-clock-hurry', on: flat('--app-clock-hurry-bg') },
  { what: "the clock's label in hurry", words: '--app-on-clock-soft', on: flat('--app-clock-hurry-bg') },
  // A match's own row on a tournament page while it waits on the player's move.
  { what: 'words on a row that waits on a move', words: '--mantine-color-text', on: flat('--app-mine-bg') },
  { what: 'the score on a row that waits on a move', words: '--app-on-mine-accent', on: flat('--app-mine-bg') },
  // Toasts (the champion's prize toast among them) and the sandbox ribbon.
  { what: "a toast's title", words: '--mantine-color-text', on: flat('--app-toast-bg') },
  { what: "a toast's words under its title", words: '--app-on-toast-soft', on: flat('--app-toast-bg') },
  { what: 'the sandbox ribbon', words: '--app-on-ribbon', on: flat('--app-ribbon-bg') },
];

/** Every background a word of the pair can stand on: each stop, bare and under each stack of its layers. */
function backgrounds(on: Surface, scheme: Map<string, string>): { where: string; rgba: Rgba }[] {
  const page = colour(on.page ?? 'var(--mantine-color-body)', scheme);
  return on.stops.flatMap((stop) => {
    let bg = over(colour(stop, scheme), page);
    const found = [{ where: stop, rgba: bg }];
    for (const layer of on.layers ?? []) {
      bg = over(colour(layer, scheme), bg);
      found.push({ where: `${found[found.length - 1].where} + ${layer}`, rgba: bg });
    }
    return found;
  });
}

function failures(scheme: Scheme): string[] {
  const vars = tokens(scheme);
  const out: string[] = [];
  for (const pair of PAIRS) {
    const need = pair.large ? 3 : 4.5;
    for (const bg of backgrounds(pair.on, vars)) {
      const ratio = contrast(over(colour(tok(pair.words), vars), bg.rgba), bg.rgba);
      if (ratio < need) out.push(`${pair.what}: ${pair.words} on ${bg.where} is ${ratio.toFixed(2)}:1 (${need}:1)`);
    }
  }
  return out;
}

describe('Contrast of the theme tokens (WCAG 1.4.3, 1.4.11)', () => {
  it('measures as WCAG does', () => {
    expect(contrast([255, 255, 255, 1], [0, 0, 0, 1])).toBeCloseTo(21, 5);
    // The figures: violet-7 on violet-1, and Mantine's dimmed grey on the dark warning panel.
    expect(contrast(colour('#7048e8', new Map()), colour('#e5dbff', new Map()))).toBeCloseTo(4.21, 2);
    expect(contrast(colour('#a3a3a3', new Map()), colour('rgba(115, 60, 0, 1)', new Map()))).toBeCloseTo(3.5, 1);
  });

  it.each(['light', 'dark'] as const)('every pair passes at every stop, in the %s scheme', (scheme) => {
    expect(failures(scheme)).toEqual([]);
  });
});

/** Every CSS module and component under web/src. */
function sources(dir: string, pattern: RegExp): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path, pattern);
    return pattern.test(entry.name) ? [{ file: path.slice(root.length), text: readFileSync(path, 'utf8') }] : [];
  });
}

const LITERAL = /#[0-9a-f]{3,8}\b|\brgba?\(|\b(?:white|black)\b/i;

describe('Words take their colour from theme tokens', () => {
  it('no stylesheet gives words a literal colour', () => {
    const found = sources(join(root, 'web/src'), /\.module\.css$/).flatMap(({ file, text }) =>
      topLevelRules(text).flatMap(({ selector, body }) =>
        [...body.matchAll(/(?:^|;)\s*color\s*:\s*([^;]+)/g)]
          .filter((m) => LITERAL.test(m[1].replace(/var\([^)]*\)/g, '')))
          .map((m) => `${file} ${selector}: color ${m[1].trim()}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('no component gives words a literal colour', () => {
    const found = sources(join(root, 'web/src'), /\.tsx$/).flatMap(({ file, text }) =>
      [...text.matchAll(/\bc=["{]['"]?([^"'}]+)/g)]
        .filter((m) => LITERAL.test(m[1].replace(/var\([^)]*\)/g, '')))
        .map((m) => `${file}: c=${m[1]}`),
    );
    expect(found).toEqual([]);
  });

  it('words on a gradient stand on app tokens only', () => {
    const found = sources(join(root, 'web/src'), /\.module\.css$/).flatMap(({ file, text }) =>
      topLevelRules(text)
        .filter(({ body }) => /gradient\(/.test(body) && /(?:^|;)\s*color\s*:/.test(body))
        .flatMap(({ selector, body }) => {
          const gradient = /background(?:-image)?\s*:([^;]+)/.exec(body)?.[1] ?? '';
          const colours = gradient.match(/var\(--[\w-]+\)|#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi) ?? [];
          const known = new Set(PAIRS.flatMap((p) => [...p.on.stops, ...(p.on.layers ?? [])]));
          return colours.filter((c) => !known.has(c)).map((c) => `${file} ${selector}: ${c} is in no checked pair`);
        }),
    );
    expect(found).toEqual([]);
  });
});
