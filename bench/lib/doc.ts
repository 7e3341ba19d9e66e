import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { StoredSection } from './context.js';
import type { Machine } from './machine.js';

export const BEGIN = '<!-- bench:generated:begin (written by `npm run bench`; edit outside these markers) -->';
export const END = '<!-- bench:generated:end -->';

export interface StoredResults {
  machine: Machine;
  sections: Record<string, StoredSection>;
}

export function loadResults(file: string): StoredResults | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as StoredResults;
}

export function saveResults(file: string, results: StoredResults): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

const verdict = (met: boolean | null) => (met === null ? '—' : met ? 'yes' : '**no**');
const cell = (text: string) => text.replace(/\|/g, '\\|');

export function tableLines(sections: StoredSection[]): string[] {
  const lines = [
    '| # | figure | value | baseline | ratio | target | met? | p50 | p99 |',
    '|---|---|---:|---:|---:|---|:---:|---:|---:|',
  ];
  sections.forEach((section) => {
    if (section.error) {
      lines.push(
        `| ${section.number} | ${section.title}: **failed**: ${cell(section.error.split('\n')[0])} | | | | | **no** | | |`,
      );
      return;
    }
    for (const row of section.rows) {
      lines.push(
        `| ${section.number} | ${cell(row.figure)} | ${row.value} | ${row.baseline} | ${row.ratio} | ${cell(row.target)} | ${verdict(row.met)} | ${row.p50} | ${row.p99} |`,
      );
    }
  });
  return lines;
}

/** The generated block: machine, the table, then per section its command, load average, method and profile. */
export function generatedBlock(results: StoredResults, order: string[]): string {
  const m = results.machine;
  const sections = order.map((name) => results.sections[name]).filter(Boolean);
  const out: string[] = [BEGIN, ''];
  out.push('### Machine', '');
  out.push('| | |', '|---|---|');
  out.push(`| cores (nproc) | ${m.nproc} |`);
  out.push(`| CPU | ${m.cpu} |`);
  out.push(`| memory | ${m.memoryGiB} GiB |`);
  out.push(`| kernel | ${m.kernel} |`);
  out.push(`| Node | ${m.node} |`);
  out.push(`| PostgreSQL | ${m.postgres}: ${m.database} |`);
  out.push(`| pinning | ${m.pinning} |`);
  out.push('');
  out.push('### Results', '');
  out.push(...tableLines(sections));
  out.push('');
  out.push('### How each line was produced', '');
  sections.forEach((s) => {
    out.push(`#### ${s.number}. ${s.title}`, '');
    out.push(`- command: \`${s.command}\``);
    out.push(`- run ${s.date}, ${s.seconds.toFixed(0)} s; load average before ${s.loadBefore}, after ${s.loadAfter}`);
    if (s.error) out.push(`- **failed**: ${s.error.split('\n').slice(0, 3).join(' ')}`);
    for (const line of s.method) out.push(`- ${line}`);
    if (s.profile?.length) {
      out.push('', 'CPU profile of the app (`node --cpu-prof`), during the same load:', '', '```');
      out.push(...s.profile);
      out.push('```');
    }
    out.push('');
  });
  out.push(END);
  return out.join('\n');
}

const SKELETON = `# Benchmarks

${BEGIN}
${END}
`;

/** Rewrites the block between the markers, leaving the hand-written rest of the file as it is. */
export function rewriteDoc(file: string, block: string): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : SKELETON;
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  const updated =
    start >= 0 && end > start
      ? text.slice(0, start) + block + text.slice(end + END.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, updated);
}
