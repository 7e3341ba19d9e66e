import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { ConfigError, type AppConfig } from './config/app-config.js';
import { startConfig } from './config/start-config.js';
import { DatabaseStartError, openDatabase, type DatabaseHandle } from './config/database.js';
import { openOrm } from './config/orm.js';
import { createApp } from './bootstrap.js';
import { saveInitialAdmin } from './config/initial-admin.js';
import { EnsureAdmin } from './modules/identity/contracts/ensure-admin.command.js';
import { EnsureFirstAdmin } from './modules/identity/contracts/ensure-first-admin.command.js';

function readConfig(): AppConfig {
  try {
    // Off a terminal isTTY is undefined (whatever its type says), which takes startConfig's default: false.
    return startConfig(process.env, process.stdout.isTTY);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** The console, once, and DATA_DIR/initial-admin.txt: never the structured log. */
function announceFirstAdmin(
  config: AppConfig,
  admin: { username: string; password: string },
  log: (line: string) => void,
): void {
  const adminUrl = `http://localhost:${config.port}/admin`;
  log(`First start: created the admin account "${admin.username}" with the password ${admin.password}`);
  try {
    const file = saveInitialAdmin(config.dataDir, admin.username, admin.password, adminUrl);
    log(`Sign in at ${adminUrl}. The password is also in ${file} (mode 600) and will not be shown again.`);
  } catch (error) {
    // The account exists now: the start goes on, and the line above is the only copy of the password.
    log(`Sign in at ${adminUrl}. The password could not be saved in ${config.dataDir}: ${(error as Error).message}`);
  }
}

/** The database's own words when it cannot start (what to do), never a stack trace; exit code 1. */
async function openDatabaseOrExit(config: AppConfig, log: (line: string) => void): Promise<DatabaseHandle> {
  if (!config.databaseUrl) log(`Starting embedded PostgreSQL in ${config.dataDir}`);
  try {
    return await openDatabase(config.databaseUrl, config.dataDir, log, {
      listen: config.embeddedDbListen,
      cache: config.embeddedDbCache,
    });
  } catch (error) {
    if (!(error instanceof DatabaseStartError)) throw error;
    console.error(`Database error: ${error.message}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = (line: string) => console.log(line);
  const database = await openDatabaseOrExit(config, log);
  let stopping = false;
  let orm: Awaited<ReturnType<typeof openOrm>> | undefined;
  let app: Awaited<ReturnType<typeof createApp>> | undefined;

  // Close order: stop accepting and drain requests, stop relay and scheduler, close the pool, stop the database.
  const shutdown = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: finishing requests in flight and stopping`);
    // A database that is gone can hold a close up (or leave the loop empty, ending the process on its own): the
    // exit code is set now, and a stop that must happen (exit 1, for the supervisor) is bounded.
    process.exitCode = code;
    if (code !== 0) {
      const bound = config.shutdownGraceSeconds + 10;
      setTimeout(() => {
        log(`Stopped with exit code ${code}: the close did not finish within ${bound} s`);
        process.exit(code);
      }, bound * 1000);
    }
    await app?.close();
    await orm?.close();
    await database.stop();
    log(code === 0 ? 'Stopped cleanly' : `Stopped with exit code ${code}`);
    process.exit(code);
  };
  // The watchdog restarts a dead embedded PostgreSQL; when it cannot, the app exits 1 for its supervisor.
  const supervision = database.supervise?.(log, config.embeddedDbRestartSeconds, () => {
    void shutdown('The embedded database is lost', 1);
  });

  // Before the start goes on, not after "listening on": a stop asked for at any moment from here (a supervisor
  // that read that line at once) finds its handler, never the default that ends the process by the signal.
  process.once('SIGINT', () => void shutdown('SIGINT received', 0));
  process.once('SIGTERM', () => void shutdown('SIGTERM received', 0));

  try {
    orm = await openOrm(database.url, undefined, config.databaseReplicaUrls);
    app = await createApp(orm, config, undefined, { databaseSupervision: supervision });
    await app.init();
    const commands = app.get(CommandBus);
    if (config.admin) await commands.execute(new EnsureAdmin(config.admin));
    // Without ADMIN_* nobody could reach the admin panel: the first start makes one (none if any admin exists).
    const firstAdmin = config.admin ? null : (await commands.execute(new EnsureFirstAdmin())).created;
    await app.listen({ port: config.port, host: '0.0.0.0' });
    log(`Spockout listening on http://localhost:${config.port} (environment ${config.appEnv})`);
    if (firstAdmin) announceFirstAdmin(config, firstAdmin, log);
  } catch (error) {
    console.error(error);
    await orm?.close().catch(() => undefined);
    await database.stop().catch(() => undefined);
    process.exit(1);
  }
}

void main();
