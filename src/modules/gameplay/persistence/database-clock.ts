import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The database's clock is the one clock of gameplay: deadlines are set and swept against it, so several
 * app instances with drifting clocks still agree on when a move is due.
 */
export async function databaseNow(em: EntityManager): Promise<Date> {
  const [row] = await em.execute<{ now: string }[]>('SELECT clock_timestamp() AS now');
  return new Date(row.now);
}
