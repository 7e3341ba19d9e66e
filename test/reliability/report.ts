import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './support.js';

/**
 * Writes a long run's figures into docs/reliability.md between `<!-- name:start -->` and `<!-- name:end -->`
 * (each test file owns its own block). Only the long form writes; the short form only prints.
 */
export function writeFigures(name: string, lines: string[]): void {
  const file = join(ROOT, 'docs', 'reliability.md');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return;
  }
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return;
  const block = `${start}\n\n_Written by the last long run, ${new Date().toISOString()}:_\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n\n`;
  writeFileSync(file, text.slice(0, from) + block + text.slice(to));
}
