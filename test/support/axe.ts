import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 A and AA as axe-core tags them (issue 23 §2): 2.0, 2.1 and 2.2's own rules (target size). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeRecord {
  where: string;
  violations: number;
  passes: number;
}

/** Every check of the run, for a test to print or total (docs/accessibility.md records the figures). */
export const axeRecords: AxeRecord[] = [];

/**
 * Runs axe-core on the page as it is (a dialog open, a colour scheme emulated) and fails with each violation's
 * rule, count and first elements, so a failure says what to fix. `where` names the page, size and scheme.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const nodes = results.violations.reduce((n, v) => n + v.nodes.length, 0);
  axeRecords.push({ where, violations: nodes, passes: results.passes.length });
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
