import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The web app's JavaScript budget (issue 17), from the Vite manifest of a build: what the first load
 * fetches (the entry and everything it imports statically) and, for each lazily loaded chunk, what it adds
 * on top. Sizes are gzipped, as they travel. `node scripts/bundle-budget.mjs [--check]`; with --check it
 * exits 1 when a budget is exceeded.
 */
export const BUDGET = { initialKb: 130, routeChunkKb: 60 };

const dist = path.join(import.meta.dirname, '..', 'dist');

export function measureBundle(distDir = dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipKb = new Map();
  const sizeOf = (file) => {
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
  const total = (keys) => [...keys].reduce((sum, key) => sum + sizeOf(manifest[key].file), 0);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = closure(entry);
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const added = [...closure(key)].filter((chunk) => !initial.has(chunk));
      return { name: manifest[key].name ?? key, kb: total(added) };
    })
    .sort((a, b) => b.kb - a.kb);
  return { initialKb: total(initial), lazy };
}

function report({ initialKb, lazy }) {
  const mark = (kb, limit) => (kb > limit ? 'OVER' : 'ok');
  console.log('\n| web JavaScript (gzipped) | kB | budget kB | |');
  console.log('| --- | ---: | ---: | --- |');
  console.log(
    `| first load | ${initialKb.toFixed(1)} | ${BUDGET.initialKb} | ${mark(initialKb, BUDGET.initialKb)} |`,
  );
  for (const chunk of lazy)
    console.log(
      `| lazy: ${chunk.name} | ${chunk.kb.toFixed(1)} | ${BUDGET.routeChunkKb} | ${mark(chunk.kb, BUDGET.routeChunkKb)} |`,
    );
  return initialKb <= BUDGET.initialKb && lazy.every((chunk) => chunk.kb <= BUDGET.routeChunkKb);
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
