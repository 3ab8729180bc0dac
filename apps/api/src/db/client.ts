import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { pgliteDirectory } from './pglite-directory';

export type Schema = typeof schema;
/** One typed query layer over both drivers: repositories only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The PostgreSQL pool's connections: open, idle, and requests waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on the same database runs its own: start-up's migrations and seed.
   * PostgreSQL holds an advisory lock for it; the embedded database has one process by construction.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Null with the embedded database, which has one connection and no pool. */
  poolUse(): PoolUse | null;
  /**
   * The embedded database's files as one tar that `startFrom` opens again, so that many databases can start
   * from one migrated and seeded copy (each API test file does); null with PostgreSQL, which copies a
   * template database instead.
   */
  snapshot(): Promise<Blob | null>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up's migrations and seed ("Kaista" in ASCII). */
const STARTUP_LOCK = '82881753085025';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** A directory for PGlite, or `memory://` for a database that lives and dies with the process. */
  dataDir: string;
  /** An in-memory embedded database starts as this copy of another one (see `snapshot`) instead of empty. */
  startFrom?: Blob | undefined;
}

/**
 * Opens PostgreSQL through `pg` when a URL is given, else embedded PGlite (DESIGN.md §2). Each driver loads
 * only when it is the one used: the start does not pay for the other's modules.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that the server drops (a restart, a failover) is reported here; without a listener
  // the event would end the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => console.error('idle database connection lost:', error.message));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    exclusively: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    snapshot: () => Promise.resolve(null),
    close: () => pool.end(),
  };
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const [{ PGlite }, { btree_gin }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gin'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  const inMemory = options.dataDir === 'memory://';
  const releaseLock = inMemory ? () => {} : acquireDataDirLock(options.dataDir);
  try {
    const directory = inMemory ? null : pgliteDirectory(options.dataDir);
    const client = await PGlite.create(directory?.location ?? 'memory://', {
      extensions: { pg_trgm, btree_gin },
      ...(inMemory && options.startFrom ? { loadDataDir: options.startFrom } : {}),
    });
    directory?.markInitialised();
    // The embedded database's pages are in memory: random reads cost about what sequential ones do, and the
    // planner should know it when it weighs an index scan against a bitmap or sequential scan.
    await client.exec('SET random_page_cost = 1.1');
    const db = drizzlePglite(client, { schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      exclusively: (work) => work(),
      poolUse: () => null,
      // Checkpointed first: a copy opens without replaying the write-ahead log written since the last one.
      snapshot: async () => {
        await client.exec('CHECKPOINT');
        return client.dumpDataDir('none');
      },
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
