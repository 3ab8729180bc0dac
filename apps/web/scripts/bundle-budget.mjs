import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The web app's JavaScript budget (issue 17), from the Vite manifest of a build, gzipped (the measure;
 * browsers that take Brotli, all of today's, are sent the build's smaller Brotli copies, and the first load's
 * total as sent is printed beside it):
 * - first load: the entry and everything it imports statically;
 * - each lazily loaded route (or shell part): its own chunks, those no other lazy module shares;
 * - each shared chunk (React Aria's controls, the form library…), fetched once by the first route needing
 *   it and cached for the others.
 * Each route row also says what a first visit to it adds in all (own and shared, beyond the first load).
 * `node scripts/bundle-budget.mjs [--check]`; with --check (part of `npm run build`) it exits 1 when a
 * ceiling is exceeded. The first load's ceiling is the target, 130 kB: react-dom, React Router's data router and
 * TanStack Query are about 100 kB of it, the rest is the shell (header, menus, session, translator) with its
 * Finnish texts. The areas' route tables and their lazy modules' preload lists load with the first page
 * (src/app/routing/area-routes.ts), so a new area adds to the first load only what it puts into the shell
 * (app/shell-items.ts, its menu texts). How the first load came down from 253 kB is in bench/README.md.
 */
export const BUDGET = { initialKb: 130, chunkKb: 60 };

const dist = path.join(import.meta.dirname, '..', 'dist');

export function measureBundle(distDir = dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipKb = new Map();
  const sizeOf = (key) => {
    const file = manifest[key].file;
    if (!gzipKb.has(file))
      gzipKb.set(file, gzipSync(fs.readFileSync(path.join(distDir, file))).length / 1024);
    return gzipKb.get(file);
  };
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const total = (keys) => [...keys].reduce((sum, key) => sum + sizeOf(key), 0);
  // What a browser is sent: the build's Brotli copy (build-compression.ts), or the file itself when too small for one.
  const sentKb = (keys) =>
    [...keys].reduce((sum, key) => {
      const file = path.join(distDir, manifest[key].file);
      return sum + fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size / 1024;
    }, 0);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = closure(entry);
  const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
  const added = new Map(
    lazyKeys.map((key) => [key, [...closure(key)].filter((chunk) => !initial.has(chunk))]),
  );
  const users = new Map();
  for (const chunks of added.values())
    for (const chunk of chunks) users.set(chunk, (users.get(chunk) ?? 0) + 1);
  const isShared = (chunk) => users.get(chunk) > 1 && !lazyKeys.includes(chunk);
  const byKb = (a, b) => b.kb - a.kb;
  const lazy = lazyKeys
    .map((key) => ({
      name: manifest[key].name ?? key,
      kb: total(added.get(key).filter((chunk) => !isShared(chunk))),
      firstVisitKb: total(added.get(key)),
    }))
    .sort(byKb);
  const shared = [...users.keys()]
    .filter(isShared)
    .map((key) => ({ name: manifest[key].name ?? key, kb: sizeOf(key) }))
    .sort(byKb);
  return { initialKb: total(initial), initialSentKb: sentKb(initial), lazy, shared };
}

function report({ initialKb, initialSentKb, lazy, shared }) {
  const mark = (kb, limit) => (kb > limit ? 'OVER' : 'ok');
  const chunkRow = (label, kb, firstVisit = '') =>
    console.log(
      `| ${label} | ${kb.toFixed(1)} | ${firstVisit} | ${BUDGET.chunkKb} | ${mark(kb, BUDGET.chunkKb)} |`,
    );
  console.log('\n| web JavaScript (gzipped) | kB | first visit adds kB | ceiling kB | |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  console.log(
    `| first load | ${initialKb.toFixed(1)} | | ${BUDGET.initialKb} | ${mark(initialKb, BUDGET.initialKb)} |`,
  );
  console.log(`| first load as sent (Brotli) | ${initialSentKb.toFixed(1)} | | | |`);
  for (const chunk of lazy) chunkRow(`lazy: ${chunk.name}`, chunk.kb, chunk.firstVisitKb.toFixed(1));
  for (const chunk of shared) chunkRow(`shared: ${chunk.name}`, chunk.kb);
  return initialKb <= BUDGET.initialKb && [...lazy, ...shared].every((chunk) => chunk.kb <= BUDGET.chunkKb);
}

if (process.argv[1] === import.meta.filename) {
  if (!fs.existsSync(path.join(dist, '.vite', 'manifest.json'))) {
    console.log('\nweb JavaScript budget: no build to measure (npm run build first)');
    process.exit(process.argv.includes('--check') ? 1 : 0);
  }
  const withinBudget = report(measureBundle());
  if (process.argv.includes('--check') && !withinBudget) {
    console.error('The web bundle is over its budget (apps/web/scripts/bundle-budget.mjs).');
    process.exit(1);
  }
}
