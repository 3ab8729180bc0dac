import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The web app's JavaScript budget (issue 17), from the Vite manifest of a build, gzipped as it travels:
 * - first load: the entry and everything it imports statically;
 * - each lazily loaded route (or shell part): its own chunks, those no other lazy module shares;
 * - each shared chunk (React Aria's controls, the form library…), fetched once by the first route needing
 *   it and cached for the others.
 * Each route row also says what a first visit to it adds in all (own and shared, beyond the first load).
 * `node scripts/bundle-budget.mjs [--check]`; with --check (part of `npm run build`) it exits 1 when a
 * ceiling is exceeded. The first-load target is 130 kB; react-dom, react-router's data router,
 * i18next and TanStack Query alone weighed 126 kB, until the portal's own translator replaced i18next
 * (2026-12-03, 152.5 → 136.3 kB; docs/decisions/019-own-translator.md). The shell's calls are named by their routes, so zod loads
 * with the pages (151 kB); the rest is the shell's own code and texts, and the check holds the first load
 * a little above that until they shrink. Each area adds its route table and menu texts to the first load
 * (about 0.5–1 kB each: groups, invoicing, the shop, company information and ordering took it to 157 kB);
 * the shell's English and Swedish texts moved out of the entry (about 5 kB), as the first load needs only
 * Finnish, the fallback. On 2026-11-26 the build itself took it from 159.5 to 154 kB (build-options.ts:
 * React Router's production build without its unused components, no preload hints for chunks already
 * loaded, chunk files named by hash in the entry's preload lists) and the validation and acting texts
 * left the entry. The ceiling is the latest figure and about 4 kB for the areas still to come, not for libraries.
 */
export const BUDGET = { initialTargetKb: 130, initialCeilingKb: 141, chunkKb: 60 };

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
  return { initialKb: total(initial), lazy, shared };
}

function report({ initialKb, lazy, shared }) {
  const mark = (kb, limit) => (kb > limit ? 'OVER' : 'ok');
  const chunkRow = (label, kb, firstVisit = '') =>
    console.log(
      `| ${label} | ${kb.toFixed(1)} | ${firstVisit} | ${BUDGET.chunkKb} | ${mark(kb, BUDGET.chunkKb)} |`,
    );
  console.log('\n| web JavaScript (gzipped) | kB | first visit adds kB | ceiling kB | |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  console.log(
    `| first load (target ${BUDGET.initialTargetKb}) | ${initialKb.toFixed(1)} | | ${BUDGET.initialCeilingKb} | ${mark(initialKb, BUDGET.initialCeilingKb)} |`,
  );
  for (const chunk of lazy) chunkRow(`lazy: ${chunk.name}`, chunk.kb, chunk.firstVisitKb.toFixed(1));
  for (const chunk of shared) chunkRow(`shared: ${chunk.name}`, chunk.kb);
  return (
    initialKb <= BUDGET.initialCeilingKb && [...lazy, ...shared].every((chunk) => chunk.kb <= BUDGET.chunkKb)
  );
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
