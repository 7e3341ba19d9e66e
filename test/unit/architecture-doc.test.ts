import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/architecture.md's contexts table is where a newcomer learns who owns what and who reacts to what. It went
 * stale twice (a context and four listeners missing, issue 31 §5), so the table is read here against the code:
 * a row per folder of src/modules, and in each row every event that context's listeners take.
 */
const root = join(import.meta.dirname, '..', '..');
const modules = join(root, 'src', 'modules');

function contextRows(markdown: string): Map<string, string> {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| context | owns |'));
  if (header < 0) throw new Error('docs/architecture.md has no contexts table ("| context | owns | ...")');
  const rows = new Map<string, string>();
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const name = /^\| `([a-z-]+)` \|/.exec(line)?.[1];
    if (name) rows.set(name, line);
  }
  return rows;
}

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The events named by `@OnEvent('A')` or `@OnEvent('A', 'B')` in a context's files. */
function eventsListenedTo(context: string): string[] {
  const events = new Set<string>();
  for (const file of filesUnder(join(modules, context))) {
    for (const call of readFileSync(file, 'utf8').matchAll(/@OnEvent\(([^)]*)\)/g)) {
      for (const name of call[1].matchAll(/'([A-Za-z]+)'/g)) events.add(name[1]);
    }
  }
  return [...events].sort();
}

const contexts = readdirSync(modules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const rows = contextRows(readFileSync(join(root, 'docs', 'architecture.md'), 'utf8'));

describe('docs/architecture.md contexts table', () => {
  it('has a row for every folder of src/modules, and none for a context that is gone', () => {
    expect(contexts.length).toBeGreaterThan(5);
    expect([...rows.keys()].sort()).toEqual(contexts);
  });

  it.each(contexts)('names every event the %s context listens to', (context) => {
    const row = rows.get(context) ?? '';
    const unnamed = eventsListenedTo(context).filter((event) => !row.includes(`\`${event}\``));
    expect(unnamed).toEqual([]);
  });

  it('would notice a missing row and an unnamed event (the reader itself works)', () => {
    const table =
      '| context | owns | talks |\n| --- | --- | --- |\n| `ledger` | accounts | listens to `UserRegistered` |\n';
    const probe = contextRows(table);
    expect([...probe.keys()]).toEqual(['ledger']);
    expect(probe.get('ledger')?.includes('`MatchCompleted`')).toBe(false);
    expect(eventsListenedTo('ledger').length).toBeGreaterThan(0);
  });
});
