import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDataDir } from './lib/data-dir';
import { exitOnStartupError } from './lib/startup-error';

async function main() {
  const config = loadConfig();
  await prepareDataDir(config.dataDir);
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // The embedded database stopped and cannot be reopened in this process: requests meanwhile get
  // 503, and a failed exit lets the supervisor (systemd, Docker) start the server again on its data.
  void app.databaseLost.then((error) => {
    app.log.fatal({ err: error }, 'the database stopped; exiting so that the server is restarted');
    shutdown('database lost', 1);
  });

  const address = await app.listen({ port: config.port, host: config.host });
  const db = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/db`;
  app.log.info(`Ghar Bhada is running at ${address.replace('127.0.0.1', 'localhost')} (database: ${db})`);
  // A parent that started the server with an IPC channel (the benchmarks) learns it is ready.
  process.send?.({ listening: address });
}

// A wrong variable, an unreachable database or an unusable DATA_DIR: one line, no stack.
main().catch(exitOnStartupError);
