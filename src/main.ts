import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config.js';
import { openDatabase } from './config/database.js';
import { openOrm } from './config/orm.js';
import { createApp } from './bootstrap.js';
import { EnsureAdmin } from './modules/identity/contracts/ensure-admin.command.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = (line: string) => console.log(line);
  if (!config.databaseUrl) log(`Starting embedded PostgreSQL in ${config.dataDir}`);
  const database = await openDatabase(config.databaseUrl, config.dataDir, log);
  let orm: Awaited<ReturnType<typeof openOrm>> | undefined;
  try {
    orm = await openOrm(database.url);
    const app = await createApp(orm, config);
    await app.init();
    if (config.admin) await app.get(CommandBus).execute(new EnsureAdmin(config.admin));
    await app.listen({ port: config.port, host: '0.0.0.0' });
    log(`Spockout listening on http://localhost:${config.port} (environment ${config.appEnv})`);

    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log(`${signal} received: finishing requests in flight and stopping`);
      // Close order: stop accepting and drain requests, stop relay and scheduler, close the pool, stop the database.
      await app.close();
      await orm?.close();
      await database.stop();
      log('Stopped cleanly');
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
  } catch (error) {
    console.error(error);
    await orm?.close().catch(() => undefined);
    await database.stop().catch(() => undefined);
    process.exit(1);
  }
}

void main();
