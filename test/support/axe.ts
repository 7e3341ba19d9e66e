/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.2 A and AA as axe-core tags them (issue 23 §2): 2.0, 2.1 and 2.2's own rules (target size). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeRecord {
  where: string;
  violations: number;
}

/** Every check of the run, for a test to print or total (docs/accessibility.md records the figures). */
export const axeRecords: AxeRecord[] = [];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = Window & { axe?: { run: (context: string | Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * axe-core itself, put into the page once per document and run there. @axe-core/playwright took 4 to 6 s a
 * check on a 190-element page (its partial runs finish in a second, blank page); this takes 0.3 to 0.5 s, and
 * the suite runs some 150 checks (docs/testing.md). The pages have no frames, which is what that wrapper adds.
 * `page.evaluate` is not held to the page's Content-Security-Policy, which refuses inline scripts.
 */
async function runAxe(page: Page, include: string | null): Promise<AxeResults> {
  // A dialog fading in (or a popover fading out) would be measured mid-way, its text at a contrast it never
  // rests at: every transition that ends is let end first. Endless ones (a spinner) are not waited on.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, scope }) => {
      const { axe } = window as AxeWindow;
      if (!axe) throw new Error('axe-core is not in the page');
      return axe.run(scope ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    { tags: WCAG_TAGS, scope: include },
  );
}

/**
 * Runs axe-core on the page as it is (a dialog open, a colour scheme emulated), or on the part `include` selects,
 * and fails with each violation's rule, count and first elements, so a failure says what to fix. `where` names
 * the page, size and scheme.
 */
export async function expectAccessible(page: Page, where: string, include: string | null = null): Promise<void> {
  const results = await runAxe(page, include);
  const nodes = results.violations.reduce((n, v) => n + v.nodes.length, 0);
  axeRecords.push({ where, violations: nodes });
  const found = results.violations.map(
    (v) =>
      `${v.id} ×${v.nodes.length}: ${v.help} — ` +
      v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')} [${(n.any.length ? n.any[0].message : (n.failureSummary ?? '')).slice(0, 140)}]`,
        )
        .join('; '),
  );
  // AXE_COLLECT=1 lists every page's violations in one run instead of stopping at the first (while fixing them).
  if (process.env.AXE_COLLECT === '1') {
    if (found.length) console.log(`${where}\n  ${found.join('\n  ')}`);
    return;
  }
  expect({ where, violations: found }).toEqual({ where, violations: [] });
}
