import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteDirectory } from './pglite-directory';

describe('the embedded database directory', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaista-pglite-dir-'));
  const location = path.join(dataDir, 'pglite');
  afterEach(() => {
    for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true });
  });

  it('keeps a database whose first start finished', () => {
    const first = pgliteDirectory(dataDir);
    fs.mkdirSync(location);
    fs.writeFileSync(path.join(location, 'PG_VERSION'), '17');
    first.markInitialised();
    pgliteDirectory(dataDir);
    expect(fs.readdirSync(dataDir)).toEqual(['pglite']);
    expect(fs.existsSync(path.join(location, 'PG_VERSION'))).toBe(true);
  });

  it('moves aside, without deleting, a directory left by an interrupted first start', () => {
    fs.mkdirSync(location);
    fs.writeFileSync(path.join(location, 'PG_VERSION'), '17');
    const { location: fresh } = pgliteDirectory(dataDir);
    expect(fresh).toBe(location);
    expect(fs.existsSync(location)).toBe(false);
    const [aside] = fs.readdirSync(dataDir).filter((name) => name.startsWith('pglite.incomplete-'));
    expect(fs.readFileSync(path.join(dataDir, aside!, 'PG_VERSION'), 'utf8')).toBe('17');
  });

  it('leaves an empty data directory alone', () => {
    pgliteDirectory(dataDir);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
