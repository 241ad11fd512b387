/**
 * Opens the database: PGlite (PostgreSQL compiled to WebAssembly, in-process) under DATA_DIR when
 * no DATABASE_URL is given, a `pg` pool otherwise. Both speak the same SQL, run the same
 * migrations, and offer LISTEN/NOTIFY for the event bus.
 */
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { takingTurns } from './engine-turns.js';
import { preparingNamed } from './prepared.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A channel listener: receives the payload of each NOTIFY on the channel. */
export type NotificationListener = (payload: string) => void;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /**
   * Resolves once every notification committed before the call has reached this process's
   * listeners (one round trip on the LISTEN connection, shared by concurrent callers). A write
   * awaits it before answering (app.ts), so the writer's own instance has dropped what the write
   * changed in its memory caches — the viewer cache above all — before anyone hears of the write.
   * Resolves to false when notifications may have been lost (the LISTEN connection is down, or
   * came back since the last call).
   */
  sync(): Promise<boolean>;
  /**
   * Which LISTEN connection delivers notifications: a number that changes whenever the connection
   * is replaced (it dropped, so notifications may have been lost), or null while there is none.
   * Memory caches cleared by notifications keep what they load only while it is not null, and
   * trust an entry only under the epoch it was loaded in (lib/page-cache.ts, auth/viewer-cache.ts).
   */
  listenEpoch(): number | null;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /** The connection pool's counts (PostgreSQL only; the embedded database has no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** For tests: a PGlite kept only in memory. */
  inMemory?: boolean;
  /**
   * For tests: the files of an embedded database already created and migrated (PGlite's
   * `dumpDataDir`), started from instead of a new cluster (initdb is most of an opening's time).
   * The migrations still run after, finding nothing to do when the files are current.
   */
  initialFiles?: Blob | undefined;
  onListenerError?: (error: unknown) => void;
  /**
   * Called with the SQL text and parameters of every statement Drizzle sends (better-auth's
   * included), before it runs. For the query-plan test and the bench; off by default.
   */
  onQuery?: ((sql: string, params: unknown[]) => void) | undefined;
}

/**
 * The advisory lock key under which start-up steps that must run once per database (migrations,
 * the demo seed) run, so instances started together on one PostgreSQL database take turns.
 */
export const startupLockKey = 727274;

export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Source layout (src/db/client.ts → src/db/migrations) or the bundle (dist/main.js → dist/migrations).
  for (const candidate of [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')]) {
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error(`migrations folder not found next to ${here}`);
}

function queryLogger(options: OpenDatabaseOptions): Logger | undefined {
  const { onQuery } = options;
  return onQuery ? { logQuery: (query, params) => onQuery(query, params) } : undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openEmbedded(options);
}

async function openEmbedded(options: OpenDatabaseOptions): Promise<Database> {
  let dataPath: string | undefined;
  let lock: DataDirLock | undefined;
  if (!options.inMemory) {
    dataPath = path.join(path.resolve(options.dataDir), 'pgdata');
    await mkdir(dataPath, { recursive: true });
    // Before PGlite touches a file: a second process on these files would corrupt them.
    lock = await lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dataPath,
      extensions: { pg_trgm },
      ...(options.initialFiles ? { loadDataDir: options.initialFiles } : {}),
    });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsFolder() });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({
    // The hot reads prepared once (prepared.ts), every statement in its turn (engine-turns.ts).
    client: preparingNamed(takingTurns(client)),
    schema,
    casing: undefined,
    logger: queryLogger(options),
  }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    async listen(channel, listener) {
      const unsubscribe = await client.listen(channel, listener);
      // After close() there is nothing left to stop listening to (PGlite would throw "closed").
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    // One process: its own writes reach its listeners as they commit (PGlite calls them before
    // the COMMIT's answer reaches the writer), and nothing can be lost.
    sync: async () => true,
    listenEpoch: () => 0,
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.onListenerError?.(error));
  const db = drizzlePg({ client: pool, schema, logger: queryLogger(options) }) as unknown as Db;
  // Two instances starting together must not both run the migrations.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [startupLockKey]);
    await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder: migrationsFolder() });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
    lockClient.release();
  }

  const listeners = new Map<string, Set<NotificationListener>>();
  let listenClient: pg.Client | undefined;
  // Set when the LISTEN connection drops; the next fence on a live connection reports it.
  let missedNotifications = false;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  // Counts LISTEN connections made; the current one's number is the epoch while it is up.
  let connections = 0;

  // One dedicated connection carries every LISTEN; it reconnects after a drop.
  const connectListener = async (): Promise<void> => {
    // Named, so an operator can tell it apart in pg_stat_activity.
    const client = new pg.Client({ connectionString: url, application_name: 'pintrip-listen' });
    client.on('notification', (message) => {
      const set = listeners.get(message.channel);
      if (set) for (const listener of set) listener(message.payload ?? '');
    });
    client.on('error', (error) => {
      options.onListenerError?.(error);
      scheduleReconnect();
    });
    client.on('end', () => scheduleReconnect());
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN "${channel}"`);
    listenClient = client;
    connections += 1;
  };
  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    listenClient = undefined;
    missedNotifications = true;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connectListener().catch((error) => {
        options.onListenerError?.(error);
        scheduleReconnect();
      });
    }, 1000);
  };

  // PostgreSQL sends a listening connection the notifications already signalled to it before it
  // answers its next query, so one round trip on that connection is the fence. Callers arriving
  // while a round trip is under way wait for the next one (which starts after they arrived).
  let waiting: ((complete: boolean) => void)[] = [];
  let syncing = false;
  const runSync = () => {
    const batch = waiting;
    waiting = [];
    syncing = true;
    const done = (complete: boolean) => {
      for (const resolve of batch) resolve(complete);
      syncing = false;
      if (waiting.length > 0) runSync();
    };
    const client = listenClient;
    if (!client) {
      done(false);
      return;
    }
    client.query('select 1').then(
      () => {
        const complete = !missedNotifications && client === listenClient;
        if (client === listenClient) missedNotifications = false;
        done(complete);
      },
      () => done(false),
    );
  };

  return {
    db,
    kind: 'postgres',
    sync() {
      return new Promise<boolean>((resolve) => {
        waiting.push(resolve);
        if (!syncing) runSync();
      });
    },
    listenEpoch: () => (listenClient ? connections : null),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, listener) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        if (!listenClient) await connectListener();
        else await listenClient.query(`LISTEN "${channel}"`);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
      };
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await listenClient?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
