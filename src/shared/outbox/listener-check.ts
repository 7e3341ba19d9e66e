import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ModulesContainer } from '@nestjs/core';
import { listenedEvents } from './on-event.decorator.js';

/** `src/modules` (or `dist/src/modules`): each context's listeners live in its `listeners/` folder. */
const MODULES_DIR = join(import.meta.dirname, '..', '..', 'modules');

/** `IdentityModule` is the module of the context in `modules/identity`, as every context names its module. */
function contextFolder(moduleName: string): string | null {
  const match = /^([A-Z][A-Za-z]*)Module$/.exec(moduleName);
  return match ? match[1].replace(/[A-Z]/g, (c, at: number) => (at ? '-' : '') + c.toLowerCase()) : null;
}

/**
 * The listeners that a context of this app declares in its `listeners/` folder but does not provide: each would
 * hear nothing, and its events would wait for it here. The files are read rather than the classes the app
 * imported, since a listener left out of its module's providers is, as a rule, imported by nobody.
 */
export async function listenersNotProvided(modules: ModulesContainer): Promise<string[]> {
  const missing: string[] = [];
  for (const module of modules.values()) {
    const context = contextFolder(module.metatype.name);
    const folder = context && join(MODULES_DIR, context, 'listeners');
    if (!folder || !existsSync(folder)) continue;
    const provided = new Set([...module.providers.values()].map((wrapper) => wrapper.metatype));
    for (const file of readdirSync(folder).filter((name) => /\.listener\.(js|ts)$/.test(name))) {
      const exported = (await import(join(folder, file))) as Record<string, unknown>;
      for (const value of Object.values(exported)) {
        if (!listenedEvents(value) || provided.has(value as never)) continue;
        const name = (value as { name: string }).name;
        missing.push(
          `${name} (${relative(MODULES_DIR, join(folder, file))}) is not a provider of ${module.metatype.name}`,
        );
      }
    }
  }
  return missing;
}
