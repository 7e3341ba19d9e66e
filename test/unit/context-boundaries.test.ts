import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const MODULES = resolve(import.meta.dirname, '..', '..', 'src', 'modules');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The architecture's dependency rule, enforced: a context may import another context only from its
 * contracts/ folder (commands, queries, events and their types), never its entities, handlers or tables.
 */
describe('Context boundaries', () => {
  const contexts = readdirSync(MODULES).filter((name) => statSync(join(MODULES, name)).isDirectory());

  it('finds the five contexts, operations and live', () => {
    expect(contexts.sort()).toEqual(['gameplay', 'identity', 'ledger', 'live', 'operations', 'payouts', 'tournaments']);
  });

  it.each(contexts)('%s reaches other contexts only through their contracts', (context) => {
    const violations: string[] = [];
    for (const file of filesUnder(join(MODULES, context))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/from '(\.[^']+)'/g)) {
        const target = relative(MODULES, resolve(file, '..', match[1]));
        const [targetContext, folder] = target.split(sep);
        if (targetContext === context || targetContext.startsWith('..')) continue;
        if (folder !== 'contracts') violations.push(`${relative(MODULES, file)} imports ${target}`);
      }
    }
    expect(violations).toEqual([]);
  });

  // domain/ holds rules; the database is reached from persistence/ (or a handler's unit of work).
  it.each(contexts)('%s keeps the EntityManager out of domain/', (context) => {
    const domain = join(MODULES, context, 'domain');
    const files = statSync(domain, { throwIfNoEntry: false })?.isDirectory() ? filesUnder(domain) : [];
    const offenders = files.filter((file) =>
      /\bEntityManager\b|\bem\.(execute|find|persist|nativeUpdate|count)/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(MODULES, file))).toEqual([]);
  });
});
