import type { DatabaseHandle } from '../../src/config/database.js';

export default async function globalTeardown(): Promise<void> {
  const handle = (globalThis as { __pg?: DatabaseHandle }).__pg;
  await handle?.stop();
}
