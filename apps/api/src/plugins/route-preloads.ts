import fs from 'node:fs';
import path from 'node:path';
import {
  FIRST_PAINT_STYLE,
  firstPaintHtml,
  type FirstPaintFacts,
  type FirstPaintPerson,
} from './first-paint';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

interface RoutePreloadPage extends Omit<FirstPaintFacts, 'brand'> {
  path: string;
  /** The §6 menu entry whose requirement the page's route asks (its route handle's `menuEntry`). */
  menuEntry: string;
  modules: string[];
  texts: string[];
}

/** The web build's `.vite/route-preloads.json` (from apps/web/route-preloads.json, headings resolved). */
interface RoutePreloadTable {
  shell: string[];
  pages: RoutePreloadPage[];
  brand: FirstPaintFacts['brand'];
}

interface BuildFacts {
  manifestPath: string;
  manifestTime: number;
  manifest: Record<string, ManifestChunk>;
  table: RoutePreloadTable;
  pages: (Omit<RoutePreloadPage, 'path'> & { path: RegExp })[];
}

let buildFacts: BuildFacts | null = null;

/** The build's manifest and preload table, read again when a rebuild wrote a new manifest. */
function readBuildFacts(distDir: string): BuildFacts | null {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const tablePath = path.join(distDir, '.vite', 'route-preloads.json');
  try {
    const manifestTime = fs.statSync(manifestPath).mtimeMs;
    if (buildFacts?.manifestPath === manifestPath && buildFacts.manifestTime === manifestTime)
      return buildFacts;
    const table = JSON.parse(fs.readFileSync(tablePath, 'utf8')) as RoutePreloadTable;
    buildFacts = {
      manifestPath,
      manifestTime,
      manifest: JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>,
      table,
      pages: table.pages.map((page) => ({ ...page, path: new RegExp(page.path) })),
    };
    return buildFacts;
  } catch {
    return null;
  }
}

/** Adds a chunk and every chunk it imports statically to `seen`. */
function importClosure(manifest: Record<string, ManifestChunk>) {
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  };
  return closure;
}

/** The app's first load: its entry and the chunks the entry imports statically. */
function entryClosure(manifest: Record<string, ManifestChunk>): Set<string> {
  const loaded = new Set<string>();
  const closure = importClosure(manifest);
  for (const key of Object.keys(manifest)) if (manifest[key]!.isEntry) closure(key, loaded);
  return loaded;
}

/** Whether the person may open the page of a menu entry, as the app's route guard will decide. */
export type OpensMenuEntry = (menuEntry: string) => boolean;

/**
 * The table's page at `url`, when the person may open it: a page the app's guard sends them away from (a shop
 * representative's home, an employee's tickets) is neither painted nor preloaded, as a page not in the table.
 */
function pageFor(facts: BuildFacts, url: string, opens: OpensMenuEntry) {
  const page = facts.pages.find((candidate) => candidate.path.test(url));
  return page && opens(page.menuEntry) ? page : undefined;
}

/**
 * The app's first load (its entry's chunks and styles) as prefetch links, for the page that starts the login:
 * the browser goes on fetching them at low priority while the visitor is on the login page, and the app the
 * login returns to finds them cached. Not on the login page itself: Lighthouse counts them into its LCP there.
 */
export function appPrefetchLinks(distDir: string): string {
  const facts = readBuildFacts(distDir);
  if (!facts) return '';
  const chunks = [...entryClosure(facts.manifest)].map((key) => facts.manifest[key]!);
  const files = new Set(chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  return [...files].map((file) => `<link rel="prefetch" crossorigin href="/${file}">`).join('');
}

/**
 * The files the page at `url` loads after the entry (the shell's lazy parts, the page's chunks and its texts
 * in the user's language), as preload links: fetched beside the entry instead of after it has run.
 */
export function routePreloadLinks(
  distDir: string,
  url: string,
  language: string,
  opens: OpensMenuEntry,
): string {
  const facts = readBuildFacts(distDir);
  if (!facts) return '';
  const { manifest } = facts;
  const closure = importClosure(manifest);
  const loaded = entryClosure(manifest);
  const page = pageFor(facts, url, opens);
  const wanted = new Set<string>();
  for (const module of [
    ...facts.table.shell,
    ...(page?.modules ?? []),
    ...(page?.texts ?? []).map((namespace) => `src/locales/${language}/${namespace}.json`),
  ])
    closure(module, wanted);
  const chunks = [...wanted].filter((key) => !loaded.has(key)).map((key) => manifest[key]!);
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return [
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('');
}

/** The static first paint of a page the table lists (its shell and heading), or '' for any other page. */
export function firstPaintFor(
  distDir: string,
  url: string,
  language: string,
  person: FirstPaintPerson,
  opens: OpensMenuEntry,
): { style: string; markup: string } | null {
  const facts = readBuildFacts(distDir);
  const page = facts && pageFor(facts, url, opens);
  if (!facts || !page) return null;
  return {
    style: FIRST_PAINT_STYLE,
    markup: firstPaintHtml({ ...page, brand: facts.table.brand }, language, person),
  };
}
