import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './mikro-orm.config.js';

/** Connects and brings the schema up to the newest committed migration. */
export async function openOrm(clientUrl: string, poolSize?: number): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(clientUrl, poolSize));
  await orm.migrator.up();
  return orm;
}
