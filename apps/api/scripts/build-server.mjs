// Compiles the server ahead of time into dist/ (production runs plain JavaScript, no TypeScript loader):
// the server's own code and the shared domain package are bundled, the npm dependencies stay packages,
// and the migrations are copied beside the bundle, where the compiled database client looks for them.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const { dependencies } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));

await rm(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', 'backup-main': 'src/maintenance/backup-main.ts' },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@kaista/')),
  logLevel: 'warning',
});
await cp(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
