import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundaryRules } from '../../eslint.boundaries.js';

/**
 * The dependency rules live in eslint.boundaries.js and run with `npm run lint`. This spec proves each rule still
 * fires: a probe file at a path inside the project imports across a boundary, and the rule must report it. A
 * resolver that stops resolving or a selector that stops matching would otherwise pass every file silently.
 */
const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaryRules],
});

async function findings(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

describe('Dependency rules (eslint.boundaries.js)', () => {
  it.each([
    [
      'a context importing another context outside contracts/',
      'src/modules/ledger/commands/probe.ts',
      "import { Tournament } from '../../tournaments/domain/tournament.entity.js';",
      'only through its contracts/',
    ],
    [
      "the cashier reaching into payouts' domain (money in and money out are two contexts)",
      'src/modules/cashier/http/probe.ts',
      "import { MIN_WITHDRAWAL } from '../../payouts/domain/withdrawal-options.js';",
      'only through its contracts/',
    ],
    [
      "payouts reaching into the cashier's persistence",
      'src/modules/payouts/commands/probe.ts',
      "import { lockDeposit } from '../../cashier/persistence/deposit.repository.js';",
      'only through its contracts/',
    ],
    [
      'src/shared importing a context',
      'src/shared/probe.ts',
      "import { Tournament } from '../modules/tournaments/domain/tournament.entity.js';",
      'below every context',
    ],
    [
      'domain/ taking the EntityManager',
      'src/modules/gameplay/domain/probe.ts',
      "import { EntityManager } from '@mikro-orm/postgresql';",
      'never takes the EntityManager',
    ],
    [
      'domain/ using a database driver',
      'src/modules/gameplay/domain/probe.ts',
      "import pg from 'pg';",
      'no database driver',
    ],
    [
      'domain/ importing persistence/',
      'src/modules/gameplay/domain/probe.ts',
      "import { MatchRepository } from '../persistence/match.repository.js';",
      'no persistence/',
    ],
    [
      'domain/ using HTTP',
      'src/modules/gameplay/domain/probe.ts',
      "import { HttpException } from '@nestjs/common';",
      'knows nothing of HTTP',
    ],
    [
      'a web feature importing another feature',
      'web/src/features/wallet/Probe.tsx',
      "import { LeaderboardPage } from '../leaderboard/LeaderboardPage';",
      'never imports another feature',
    ],
    [
      'components/ importing a feature',
      'web/src/components/Probe.tsx',
      "import { WalletPage } from '../features/wallet/WalletPage';",
      'imports none of them',
    ],
    [
      'lib/ importing components/',
      'web/src/lib/probe.ts',
      "import { Money } from '../components/Money';",
      'bottom layer',
    ],
  ])('reports %s', async (_name, filePath, source, expected) => {
    expect((await findings(filePath, source)).join('\n')).toContain(expected);
  });

  it.each([
    [
      'a context using another context through contracts/',
      'src/modules/ledger/commands/probe.ts',
      "import { GetMatchPlayers } from '../../gameplay/contracts/match-players.query.js';",
    ],
    [
      "payouts using the cashier's contracts/",
      'src/modules/payouts/commands/probe.ts',
      "import { AssertOwesNothing } from '../../cashier/contracts/cashier.queries.js';",
    ],
    [
      'a context using its own domain/',
      'src/modules/gameplay/commands/probe.ts',
      "import { Match } from '../domain/match.entity.js';",
    ],
    [
      'domain/ using Nest injection',
      'src/modules/gameplay/domain/probe.ts',
      "import { Injectable } from '@nestjs/common';",
    ],
    [
      'a web feature using its own files, components/ and lib/',
      'web/src/features/wallet/Probe.tsx',
      "import { WalletPage } from './WalletPage';\nimport { Money } from '../../components/Money';\nimport { formatDate } from '../../lib/format';",
    ],
  ])('allows %s', async (_name, filePath, source) => {
    expect(await findings(filePath, source)).toEqual([]);
  });
});
