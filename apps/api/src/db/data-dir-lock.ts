import fs from 'node:fs';
import path from 'node:path';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite lets two processes open one data directory and then silently loses writes (DESIGN.md §2), so the
 * server takes a lock file and refuses to start a second time on the same directory. A lock left by a
 * process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'kaista.lock');
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    if (holder !== process.pid && isProcessAlive(holder)) {
      throw new Error(
        `The data directory ${dataDir} is in use by process ${holder}; stop it or set DATA_DIR.`,
      );
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => fs.rmSync(lockPath, { force: true });
}
