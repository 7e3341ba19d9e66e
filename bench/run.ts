/**
 * The benchmark runner: `npm run bench` builds, then runs here.
 *
 *   npm run bench                                   every section, 3 runs each, a 1-minute soak
 *   npm run bench -- --only ledger,login            some sections (the others keep their last results)
 *   npm run bench -- --soak-minutes 10              the memory soak's length
 *   npm run bench -- --profile                      also profile the app (node --cpu-prof) and print top frames
 *   npm run bench -- --runs 5 --seconds 10          more or longer measured runs
 *   npm run bench -- --no-doc                       print only; leave docs/benchmarks.md alone
 *   npm run bench -- --doc-only                     rewrite docs/benchmarks.md from bench/results/latest.json
 *   npm run bench -- --smoke                        every section on tiny data, one 0.5 s run each (wrk's take 1 s:
 *                                                   it reads whole seconds), two sections side by side, nothing
 *                                                   written: proves the bench still runs (npm test ends with it)
 *   BENCH_WRK=off npm run bench -- ...              the Node load client instead of an installed wrk (.ci/run
 *                                                   smokes both)
 *
 * Results are merged into bench/results/latest.json by section and the generated block of
 * docs/benchmarks.md is rewritten from it. See docs/benchmarks.md for what each section measures.
 */
import { join, resolve } from 'node:path';
import { framework } from './framework.js';
import { reads } from './reads.js';
import { ledger } from './ledger.js';
import { gameplay } from './gameplay.js';
import { login } from './login.js';
import { scaleout } from './scaleout.js';
import { memory } from './memory.js';
import { web } from './web.js';
import { live } from './live.js';
import { lists } from './lists.js';
import { commits } from './commits.js';
import { push } from './push.js';
import { LOAD_CORE, pinningNote, pinProcess, stopPinning } from './lib/cpu.js';
import type { BenchContext, Section, SectionResult, StoredSection } from './lib/context.js';
import { generatedBlock, loadResults, rewriteDoc, saveResults, tableLines, type StoredResults } from './lib/doc.js';
import { ENGINES_NODE, loadAverage, machine, nodeIsSupported } from './lib/machine.js';
import { startBenchPostgres } from './lib/postgres.js';
import { describeError, runMain } from './lib/main.js';
import { haveWrk } from './lib/wrk.js';

const SECTIONS: Section[] = [
  framework,
  reads,
  ledger,
  gameplay,
  login,
  scaleout,
  memory,
  web,
  live,
  lists,
  commits,
  push,
];
/** Longest first, as their smoke runs took (scaleout 17 s, live 13, lists 13 ... web 6): the lanes end together. */
const SMOKE_ORDER = [
  'scaleout',
  'live',
  'lists',
  'reads',
  'memory',
  'gameplay',
  'framework',
  'ledger',
  'login',
  'web',
  'commits',
  'push',
];
const smokeRank = (name: string) => (SMOKE_ORDER.includes(name) ? SMOKE_ORDER.indexOf(name) : SMOKE_ORDER.length);
const ROOT = resolve(import.meta.dirname, '..', '..');
const RESULTS = join(ROOT, 'bench', 'results', 'latest.json');
const DOC = join(ROOT, 'docs', 'benchmarks.md');

interface Options {
  only: string[];
  soakMinutes: number;
  runs: number;
  seconds: number;
  profile: boolean;
  doc: boolean;
  docOnly: boolean;
  smoke: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    only: SECTIONS.map((s) => s.name),
    soakMinutes: 1,
    runs: 3,
    seconds: 5,
    profile: false,
    doc: true,
    docOnly: false,
    smoke: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const parts = arg.split('=', 2);
    const flag = parts[0];
    // `--flag=value` or `--flag value`: without an `=` there is no second part.
    const inline = parts.at(1);
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--only':
        options.only = value()
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        break;
      case '--soak-minutes':
        options.soakMinutes = Number(value());
        break;
      case '--runs':
        options.runs = Number(value());
        break;
      case '--seconds':
        options.seconds = Number(value());
        break;
      case '--profile':
        options.profile = true;
        break;
      case '--no-doc':
        options.doc = false;
        break;
      case '--doc-only':
        options.docOnly = true;
        break;
      case '--smoke':
        // Tiny data, one short run, and no figure kept: the real ones stay as they were measured.
        options.smoke = true;
        options.runs = 1;
        options.seconds = 0.5;
        options.soakMinutes = 0.03;
        options.doc = false;
        break;
      default:
        throw new Error(`unknown argument ${arg}; see bench/run.ts`);
    }
  }
  const unknown = options.only.filter((name) => !SECTIONS.some((s) => s.name === name));
  if (unknown.length)
    throw new Error(`unknown section(s) ${unknown.join(', ')}; known: ${SECTIONS.map((s) => s.name).join(', ')}`);
  if (!(options.soakMinutes > 0) || !(options.runs >= 1) || !(options.seconds >= (options.smoke ? 0.5 : 1)))
    throw new Error('--soak-minutes, --runs and --seconds take positive numbers');
  // wrk reads whole seconds only; a measured figure says how long it ran, so it runs as long as it says.
  if (!options.smoke && !Number.isInteger(options.seconds)) throw new Error('--seconds takes whole seconds (wrk does)');
  return options;
}

async function main(): Promise<void> {
  // A stray rejection inside a section (a load loop's promise) must fail that section, not kill the run
  // and orphan its database and app processes.
  process.on('unhandledRejection', (reason) => console.error(`unhandled rejection: ${describeError(reason)}`));
  const options = parseArgs(process.argv.slice(2));
  const log = (line: string) => console.log(line);
  // The app runs on the runner's Node. Started as `node dist/bench/run.js` from a shell whose `node` is older than
  // the project's, the figures measured that Node, not the product: on Node 20 AsyncLocalStorage tracks every
  // promise through async_hooks, and the gameplay section's submit p50 went from ~10 ms to 110–250 ms.
  if (!nodeIsSupported(process.versions.node))
    throw new Error(
      `Node ${process.version} is older than the project's (engines.node ${ENGINES_NODE}): run \`npm run bench\`, which uses the Node of its \`node\` package`,
    );
  if (options.docOnly) {
    const stored = loadResults(RESULTS);
    if (!stored) throw new Error(`no ${RESULTS} yet: run the bench first`);
    rewriteDoc(
      DOC,
      generatedBlock(
        stored,
        SECTIONS.map((s) => s.name),
      ),
    );
    log(`rewrote the generated block of ${DOC} from ${RESULTS}`);
    return;
  }
  if (options.smoke) stopPinning();
  // The runner, and so PostgreSQL and every load process it starts, on the load core.
  pinProcess(process.pid, LOAD_CORE);
  log(
    `load average at start: ${loadAverage()}; ${pinningNote()}; fixed GETs by ${haveWrk ? 'wrk' : 'the Node load client'}`,
  );
  if (options.runs < 3 && !options.smoke) log(`note: --runs ${options.runs} is below the 3 the doc's figures use`);
  const runStarted = Date.now();

  const pg = await startBenchPostgres((line) => console.error(line));
  const ctx: BenchContext = {
    pg,
    runs: options.runs,
    seconds: options.seconds,
    soakMinutes: options.soakMinutes,
    profile: options.profile,
    smoke: options.smoke,
    // A smoke run proves each section runs, and its figures mean nothing: no warm-up to wait through.
    warmSeconds: options.smoke ? 0 : 3,
    log,
  };
  const previous = loadResults(RESULTS);
  const results: StoredResults = {
    machine: machine(pg.version, pg.where, pinningNote()),
    sections: { ...(previous?.sections ?? {}) },
  };
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const ran: StoredSection[] = [];
  const runSection = async (section: Section) => {
    const loadBefore = loadAverage();
    // Side by side (a smoke run), each line says which section wrote it.
    const say = options.smoke ? (line: string) => log(`[${section.name}] ${line}`) : log;
    say(`\n== ${section.title} (${section.name}) — load average ${loadBefore}`);
    const started = Date.now();
    // A failed section is stored with its error and no rows, so the doc says it failed instead of going stale.
    let outcome: SectionResult & { error?: string };
    try {
      outcome = await section.run({ ...ctx, log: say });
    } catch (error) {
      console.error(`section ${section.name} failed: ${describeError(error)}`);
      outcome = { rows: [], method: [], error: error instanceof Error ? error.message : String(error) };
    }
    const stored: StoredSection = {
      ...outcome,
      number: SECTIONS.indexOf(section) + 1,
      name: section.name,
      title: section.title,
      command,
      date: new Date().toISOString(),
      loadBefore,
      loadAfter: loadAverage(),
      seconds: (Date.now() - started) / 1000,
    };
    results.sections[section.name] = stored;
    ran.push(stored);
    for (const line of tableLines([stored]).slice(2)) say(line);
    say(`(${section.name}: ${stored.seconds.toFixed(1)} s, load average ${stored.loadAfter} after)`);
  };
  const chosen = SECTIONS.filter((s) => options.only.includes(s.name));
  try {
    // A smoke run only proves each section still runs: two lanes side by side, each taking the next section
    // when it is free, longest first, cut its wall time nearly in half (a third lane only adds contention on
    // two cores). A measured run takes one section at a time.
    const queue = options.smoke ? [...chosen].sort((a, b) => smokeRank(a.name) - smokeRank(b.name)) : [...chosen];
    await Promise.all(
      Array.from({ length: options.smoke ? 2 : 1 }, async () => {
        for (let section = queue.shift(); section; section = queue.shift()) await runSection(section);
      }),
    );
    ran.sort((a, b) => a.number - b.number);
  } finally {
    await pg.stop();
  }

  log('\n' + tableLines(ran).join('\n'));
  for (const s of ran.filter((r) => r.profile)) log(`\n${s.title} profile:\n${s.profile?.join('\n')}`);
  if (options.doc) {
    saveResults(RESULTS, results);
    rewriteDoc(
      DOC,
      generatedBlock(
        results,
        SECTIONS.map((s) => s.name),
      ),
    );
    log(`\nwrote ${RESULTS} and the generated block of ${DOC}`);
  }
  if (options.smoke) log(`\nsmoke run: ${ran.length} sections in ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
  if (ran.some((s) => s.error)) process.exitCode = 1;
}

runMain(main);
