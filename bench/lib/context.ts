import type { BenchPostgres } from './postgres.js';

/** One line of the results table. Values are preformatted strings so the doc prints exactly what was shown. */
export interface Row {
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  target: string;
  /** null: informative line, no target. */
  met: boolean | null;
  p50: string;
  p99: string;
}

export interface SectionResult {
  rows: Row[];
  /** How each line was produced: setup, the load command, runs. */
  method: string[];
  /** Top frames of a CPU profile of the app (when --profile). */
  profile?: string[];
}

export interface StoredSection extends SectionResult {
  /** The section's place in the list (1 to 8). */
  number: number;
  name: string;
  title: string;
  command: string;
  date: string;
  loadBefore: string;
  loadAfter: string;
  seconds: number;
  error?: string;
}

export interface BenchContext {
  pg: BenchPostgres;
  /** Measured runs per figure (medians are reported); at least 3. */
  runs: number;
  /** Seconds per measured run of a throughput figure. */
  seconds: number;
  soakMinutes: number;
  profile: boolean;
  /** `--smoke`: every section on tiny data, one short run, to prove it still runs (figures mean nothing). */
  smoke: boolean;
  /** Seconds of warm-up before a measured load (3 s; none in a smoke run, where callers skip it). */
  warmSeconds: number;
  log(line: string): void;
}

/** A size or count: the measured one, or the tiny one of a smoke run. */
export function sized(ctx: BenchContext, full: number, smoke: number): number {
  return ctx.smoke ? smoke : full;
}

export interface Section {
  name: string;
  title: string;
  run(ctx: BenchContext): Promise<SectionResult>;
}

/** A row helper: ratio and verdict from numbers, strings for the table. */
export function ratioRow(input: {
  figure: string;
  value: number;
  baseline: number;
  unit: string;
  minRatio?: number;
  extraOk?: boolean;
  target?: string;
  p50?: number;
  p99?: number;
  digits?: number;
}): Row {
  const ratio = input.value / input.baseline;
  const digits = input.digits ?? 0;
  const f = (n: number) =>
    `${n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${input.unit}`;
  const met = input.minRatio === undefined ? null : ratio >= input.minRatio && (input.extraOk ?? true);
  return {
    figure: input.figure,
    value: f(input.value),
    baseline: f(input.baseline),
    ratio: ratio.toFixed(2),
    target: input.target ?? (input.minRatio === undefined ? '—' : `≥ ${input.minRatio.toFixed(2)}`),
    met,
    p50: ms(input.p50),
    p99: ms(input.p99),
  };
}

export function ms(value: number | undefined | null): string {
  if (value === undefined || value === null || Number.isNaN(value)) return '—';
  if (value < 10) return `${value.toFixed(2)} ms`;
  if (value < 100) return `${value.toFixed(1)} ms`;
  return `${Math.round(value).toLocaleString('en-US')} ms`;
}
