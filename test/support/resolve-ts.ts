import { registerHooks } from 'node:module';

/**
 * jest loads the global setup through require(), outside its module mapper: a relative `./x.js` import (how the
 * ESM sources name each other) would not find `./x.ts`. This hook tries the `.ts` file when the `.js` one does
 * not exist, so the setup can load the database start from src/config as it is. A subpath import (`#i18n`)
 * names the built file by default; its `spockout-source` condition names the source.
 */
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (specifier.startsWith('#')) {
        return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'spockout-source'] });
      }
      if (!/^\.{1,2}\/.*\.js$/.test(specifier)) throw error;
      return nextResolve(specifier.replace(/\.js$/, '.ts'), context);
    }
  },
});
