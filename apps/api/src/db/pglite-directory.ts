import fs from 'node:fs';
import path from 'node:path';

const READY_MARKER = 'kaista-initialised';

/**
 * Where the embedded database lives under the data directory. A first start that was stopped while PGlite
 * was still creating its cluster leaves a directory that PGlite opens but cannot use; such a directory (files,
 * but no marker of a finished initialisation) is moved aside, never deleted, and a fresh one is made.
 */
export function pgliteDirectory(dataDir: string): { location: string; markInitialised(): void } {
  const location = path.join(dataDir, 'pglite');
  const marker = path.join(location, READY_MARKER);
  if (fs.existsSync(location) && !fs.existsSync(marker)) {
    const aside = `${location}.incomplete-${Date.now()}`;
    fs.renameSync(location, aside);
    process.emitWarning(
      `The embedded database at ${location} never finished its first start; moved to ${aside}.`,
    );
  }
  return { location, markInitialised: () => fs.writeFileSync(marker, new Date().toISOString()) };
}
