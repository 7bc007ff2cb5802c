/**
 * Starts the demo API: `node server/dist/server/src/main.js` (pnpm --filter remote-demo api).
 * SIGTERM/SIGINT: stop accepting, finish in-flight requests, stop the outbox worker, close the DB.
 */
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db';
import { startOutboxWorker } from './outbox';

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(db, config);
  const worker = startOutboxWorker(db, config, app.log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await worker.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ driver: db.driver, webhook: Boolean(config.webhookUrl) }, 'demo API ready');
}

main().catch((err) => {
  console.error('demo API failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
