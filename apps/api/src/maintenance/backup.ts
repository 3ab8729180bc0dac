import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';

/** What a backup holds: the embedded database and the uploaded files, as the data directory lays them out. */
const BACKED_UP = ['pglite', 'uploads'] as const;

/**
 * Writes a gzipped tar of the embedded database and the uploads of `dataDir` to `archive`. The database is
 * opened and closed first: opening takes the data directory's lock, so a running portal is refused rather
 * than copied mid-write, and closing shuts PostgreSQL down cleanly, so the archive holds a consistent cluster.
 */
export async function backupDataDir(dataDir: string, archive: string): Promise<string[]> {
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) {
    throw new Error(`There is no embedded database under ${dataDir} to back up.`);
  }
  await (await openDatabase({ dataDir })).close();
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const present = BACKED_UP.filter((entry) => fs.existsSync(path.join(dataDir, entry)));
    fs.mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
    execFileSync('tar', ['-czf', path.resolve(archive), '-C', dataDir, ...present]);
    return present;
  } finally {
    releaseLock();
  }
}

/**
 * Restores an archive made by `backupDataDir` into `dataDir`. What was there is moved aside, never deleted,
 * and the lock is held throughout so a running portal is never restored under.
 */
export async function restoreDataDir(dataDir: string, archive: string): Promise<string | null> {
  const source = path.resolve(archive);
  const listing = execFileSync('tar', ['-tzf', source], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const outside = listing.find((entry) => !BACKED_UP.some((top) => entry.split('/')[0] === top));
  if (outside !== undefined) throw new Error(`${archive} is not a Kaista backup (it holds ${outside}).`);

  const releaseLock = acquireDataDirLock(dataDir);
  let aside: string | null;
  try {
    aside = movePreviousAside(dataDir);
    execFileSync('tar', ['-xzf', source, '-C', dataDir]);
  } finally {
    releaseLock();
  }
  const restored = await openDatabase({ dataDir });
  await restored.close();
  return aside;
}

function movePreviousAside(dataDir: string): string | null {
  const present = BACKED_UP.filter((entry) => fs.existsSync(path.join(dataDir, entry)));
  if (present.length === 0) return null;
  const aside = path.join(dataDir, `before-restore-${new Date().toISOString().replaceAll(':', '-')}`);
  fs.mkdirSync(aside);
  for (const entry of present) fs.renameSync(path.join(dataDir, entry), path.join(aside, entry));
  return aside;
}
