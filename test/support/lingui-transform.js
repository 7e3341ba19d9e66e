// Jest's transform for TypeScript (issue 36): the web client's Lingui macros (`t`, `<Trans>`, `plural`) go through
// Lingui's Babel plugin first, as web/vite.config.ts does in the build, then everything through @swc/jest as
// before. Files without a macro skip the first step. Synchronous: jest calls `process` whenever it exists.
import { transformSync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import swcJest from '@swc/jest';

const MACRO = /from ['"]@lingui\/(core|react)\/macro['"]/;

function expandMacros(source, filename) {
  const result = transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    generatorOpts: { retainLines: true },
    plugins: [[linguiMacro, { stripNonEssentialFields: false }]],
  });
  return result?.code ?? source;
}

export default {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      canInstrument: swc.canInstrument,
      getCacheKey: (source, path, config) => `lingui1:${swc.getCacheKey(source, path, config)}`,
      process: (source, path, config) =>
        swc.process(MACRO.test(source) ? expandMacros(source, path) : source, path, config),
    };
  },
};
