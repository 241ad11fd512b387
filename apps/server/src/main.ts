/**
 * Process entry: read the configuration, open and migrate the database, seed demo content on an
 * empty database, listen, and stop gracefully on SIGTERM/SIGINT: /api/health answers 503 while
 * starting and while draining, open requests finish, SSE clients are told to reconnect.
 *
 * With WORKERS=N (PostgreSQL only) this process prepares the database once (migrations, seed,
 * admin emails, the generated secret), then runs N server processes with node:cluster that share
 * the port; a worker that dies is replaced, and SIGTERM stops them all gracefully.
 */
import cluster from 'node:cluster';
import pino from 'pino';
import { loadConfig, ConfigError, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { seedDemo } from './db/seed/seed.js';
import { createStorage } from './lib/storage.js';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { createLifecycle } from './lib/lifecycle.js';
import { serveClusterMetrics } from './lib/metrics.js';
import { createProcessServer } from './http/server.js';
import { applyAdminEmails } from './auth/auth.js';
import { resolveAuthSecret } from './auth/secret.js';
import { createMailer } from './lib/mailer.js';

/** How long a stopping process may take to finish its open requests (the primary waits longer). */
const shutdownTimeoutMs = 10_000;

function fail(message: string): never {
  process.stderr.write(`pintrip: ${message}\n`);
  process.exit(1);
}

function describeStartError(error: unknown, config: Config): string {
  const err = error as NodeJS.ErrnoException & { code?: string };
  if (err.code === 'EADDRINUSE') return `port ${config.PORT} on ${config.HOST} is already in use (set PORT)`;
  if (err.code === 'EACCES') return `no permission to listen on ${config.HOST}:${config.PORT}`;
  if (
    err.code === 'ECONNREFUSED' ||
    err.code === 'ENOTFOUND' ||
    err.code === '28P01' ||
    err.code === '3D000'
  ) {
    return `cannot reach the database at DATABASE_URL: ${err.message}`;
  }
  return err.message ?? String(error);
}

/** The primary of WORKERS=N: prepares the database, then forks and supervises the workers. */
async function runPrimary(config: Config, logger: pino.Logger) {
  try {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    if (config.SEED_DEMO) {
      const storage = await createStorage(config);
      const seeded = await seedDemo({ db: database.db, storage, logger });
      if (seeded) logger.info(seeded, 'seeded demo content into the empty database');
    }
    await applyAdminEmails(database.db, config.ADMIN_EMAILS);
    await resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR, database);
    await database.close();
  } catch (error) {
    fail(describeStartError(error, config));
  }
  if (config.METRICS) {
    serveClusterMetrics((error) => logger.warn({ err: error }, "could not gather the workers' metrics"));
  }
  let stopping = false;
  const fork = () => cluster.fork({ PINTRIP_WORKER: '1', SEED_DEMO: 'false' });
  for (let i = 0; i < config.WORKERS; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.warn({ pid: worker.process.pid, code, signal }, 'a worker stopped; starting another');
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: config.WORKERS }, 'shutting down the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), shutdownTimeoutMs + 2_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const logger = pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
  if (config.WORKERS > 1 && cluster.isPrimary) return runPrimary(config, logger);

  const lifecycle = createLifecycle();
  const httpServer = createProcessServer(lifecycle);
  let database: Database | undefined;
  let app: FastifyInstance | undefined;

  // Drain: health answers 503, SSE clients are told to reconnect, the listener closes, open
  // requests finish, then the database closes. Bounded: a request that hangs does not keep a
  // deploy waiting forever.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining: no new connections; finishing open requests');
    const timer = setTimeout(() => {
      logger.error(`shutdown took longer than ${shutdownTimeoutMs / 1000} s; exiting`);
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    let code = 0;
    try {
      await lifecycle.drain();
      await httpServer.close();
      await app?.close();
      await database?.close();
      logger.info('stopped');
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    // The port answers at once (503 `starting`) while the database opens and migrates. A worker
    // of WORKERS=N shares the port with its siblings: it joins only when ready, so that a worker
    // started to replace another does not answer 503 while the others serve.
    let url: string | undefined;
    if (cluster.isPrimary) {
      url = await httpServer.listen(config.PORT, config.HOST);
      logger.info({ url }, `Starting at ${url}: health answers 503 until the database is ready`);
    }
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      onListenerError: (error) => logger.warn({ err: error }, 'database connection error'),
    });
    const storage = await createStorage(config);
    if (config.SEED_DEMO) {
      const seeded = await seedDemo({ db: database.db, storage, logger });
      if (seeded) logger.info(seeded, 'seeded demo content into the empty database');
    }
    await applyAdminEmails(database.db, config.ADMIN_EMAILS);
    const authSecret = await resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR, database);
    const mailer = await createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, logger);
    app = await buildApp({
      config,
      database,
      storage,
      mailer,
      authSecret,
      logger,
      lifecycle,
      serverFactory: httpServer.serverFactory,
    });
    await app.ready();
    if (stopping) return;
    httpServer.serve();
    lifecycle.ready();
    url ??= await httpServer.listen(config.PORT, config.HOST);
    logger.info(`Server listening at ${url}`);
    if (cluster.isPrimary) {
      logger.info(
        { url: config.publicUrl, database: database.kind },
        `Pintrip is ready at ${config.publicUrl}`,
      );
    } else if (cluster.worker?.id === 1) {
      logger.info(
        { url: config.publicUrl, database: database.kind, workers: config.WORKERS },
        `Pintrip is ready at ${config.publicUrl}`,
      );
    }
  } catch (error) {
    if (stopping) return;
    await database?.close().catch(() => undefined);
    fail(describeStartError(error, config));
  }
}

void main();
