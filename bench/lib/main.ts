/** A thrown value as text for stderr: an Error's stack (its message if it has none), anything else as a string. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Runs an entry point of the benchmarks; a failure prints what was thrown and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(describeError(error));
    process.exit(1);
  });
}
