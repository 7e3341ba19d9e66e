// The type of eslint.boundaries.js for test/unit/lint-boundaries.test.ts, which lints probes with these rules.
import type { Linter } from 'eslint';

export declare const boundaryRules: Linter.Config[];
