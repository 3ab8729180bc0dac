import path from 'node:path';
import { loadConfig } from '../config';
import { backupDataDir, restoreDataDir } from './backup';

/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE`: the embedded database and uploads of DATA_DIR,
 * with the portal stopped. A PostgreSQL server (DATABASE_URL) is backed up with its own tools (pg_dump).
 */
async function main(command: string | undefined, given: string | undefined): Promise<void> {
  const config = loadConfig();
  // npm runs workspace scripts in the workspace folder; a path the user typed is meant from where they typed it.
  const file = given && path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up a PostgreSQL server with pg_dump and pg_restore.');
  }
  if (command === 'backup') {
    const archive = file ?? path.join(config.dataDir, '..', `kaista-backup-${timestamp()}.tar.gz`);
    const entries = await backupDataDir(config.dataDir, archive);
    console.log(`Backed up ${entries.join(' and ')} of ${config.dataDir} to ${archive}`);
  } else if (command === 'restore' && file) {
    const aside = await restoreDataDir(config.dataDir, file);
    console.log(`Restored ${config.dataDir} from ${file}`);
    if (aside) console.log(`What was there before is kept in ${aside}`);
  } else {
    throw new Error('Usage: npm run backup [-- FILE] | npm run restore -- FILE');
  }
}

function timestamp(): string {
  return new Date().toISOString().slice(0, 19).replaceAll(':', '-');
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
