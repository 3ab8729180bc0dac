import fs from 'node:fs';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';

/**
 * What the production build does to keep the first load small (issue 17; the figures are in
 * bench/README.md). None of it changes what the app does: each piece drops code the browser would
 * download and never run, or a preload hint for a file the page has already loaded.
 */

const nodeModules = path.join(import.meta.dirname, '..', '..', 'node_modules');

/** Modules swapped for lighter ones that behave the same in this app. */
export function buildAliases(command: 'build' | 'serve'): Alias[] {
  return [
    // React 19 has useSyncExternalStore itself; the shim's fallback for React 17 is never used.
    {
      find: /^use-sync-external-store\/shim(\/index\.js)?$/,
      replacement: path.join(import.meta.dirname, 'src/lib/react-sync-store.ts'),
    },
    // React Router's package points every bundler at its development build, which keeps the developer
    // warnings; its production build is the same code with them switched off. Tests keep the warnings.
    ...(command === 'build'
      ? [
          {
            find: /^react-router$/,
            replacement: path.join(nodeModules, 'react-router/dist/production/index.mjs'),
          },
        ]
      : []),
  ];
}

/**
 * React Router names its components for the React developer tools (`Form.displayName = "Form"`) and makes
 * them with React.forwardRef/memo/createContext calls the bundler cannot tell are pure: it keeps both, and
 * with them every component so made, used or not (the data router's <Form> and what it needs). In its
 * production build, those calls are marked pure and the names dropped, so only what the app uses stays.
 */
export const dropUnusedRouterParts: Plugin = {
  name: 'kaista-drop-unused-router-parts',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/node_modules/react-router/dist/production/')) return null;
    const stripped = code
      .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '')
      .replace(
        /^(var [A-Za-z0-9_$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
        '$1/* @__PURE__ */ $2',
      );
    return stripped === code ? null : { code: stripped, map: null };
  },
};

/**
 * Vite lists with each lazily loaded import every chunk it needs, to fetch them side by side; the lists
 * also named the chunks the importing chunk had itself imported, already in the page. Those are left out
 * (the lists are in the areas' route tables, one per route). Each list puts the chunks most routes share first,
 * so that the lists begin alike and compress well. The bundle's import graph is taken just before Vite
 * writes the lists.
 */
export function preloadOnlyMissing(): {
  plugin: Plugin;
  resolveDependencies: (
    file: string,
    deps: string[],
    host: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
} {
  let imports = new Map<string, readonly string[]>();
  const closures = new Map<string, Set<string>>();
  let popularity = new Map<string, number>();
  const loadedWith = (file: string) => {
    const known = closures.get(file);
    if (known) return known;
    const loaded = new Set<string>();
    const visit = (name: string) => {
      if (loaded.has(name)) return;
      loaded.add(name);
      for (const imported of imports.get(name) ?? []) visit(imported);
    };
    visit(file);
    closures.set(file, loaded);
    return loaded;
  };
  return {
    plugin: {
      name: 'kaista-preload-only-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          imports = new Map(
            Object.values(bundle).flatMap((output) =>
              output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [],
            ),
          );
          closures.clear();
          popularity = new Map();
          for (const output of Object.values(bundle))
            if (output.type === 'chunk' && output.isDynamicEntry)
              for (const file of loadedWith(output.fileName))
                popularity.set(file, (popularity.get(file) ?? 0) + 1);
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !imports.has(hostId)) return deps;
      const loaded = loadedWith(hostId);
      return deps
        .filter((dep) => !loaded.has(dep))
        .sort((a, b) => (popularity.get(b) ?? 0) - (popularity.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
    },
  };
}

type PreloadPage = { modules: string[]; heading?: string; greeting?: string; tour?: PreloadTour };

/** The tour a first visit opens with: its texts' key, the first step's name and how many steps it has. */
type PreloadTour = { texts: string; step: string; steps: number };

/** A text (or a group of texts) in each language (`shell.nav.home` → locales/<language>/shell.json's nav.home). */
function localeTexts(key: string): Record<string, unknown> | null {
  const [namespace, ...keyPath] = key.split('.');
  const localesDir = path.join(import.meta.dirname, 'src', 'locales');
  const texts: Record<string, unknown> = {};
  for (const language of fs.readdirSync(localesDir)) {
    const file = path.join(localesDir, language, `${namespace}.json`);
    if (!fs.existsSync(file)) return null;
    let text: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const part of keyPath) text = (text as Record<string, unknown> | undefined)?.[part];
    if (text === undefined) return null;
    texts[language] = text;
  }
  return texts;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A text in each language, or null when one of them is missing or not a text. */
function textsOf(key: string): Record<string, string> | null {
  const texts = localeTexts(key);
  return texts && Object.values(texts).every(isText) ? (texts as Record<string, string>) : null;
}

/** The tour's first step as it is first drawn, in each language ({{step}} and {{steps}} filled in, as the translator does). */
function tourTexts({ texts, step, steps }: PreloadTour): Record<string, Record<string, string>> | null {
  const all = localeTexts(texts);
  if (!all) return null;
  const tours: Record<string, Record<string, string>> = {};
  for (const [language, tour] of Object.entries(all)) {
    const at = (...keys: string[]) =>
      keys.reduce<unknown>((text, key) => (text as Record<string, unknown>)?.[key], tour);
    const picked = Object.fromEntries(
      Object.entries({
        progress: ['progress'],
        skip: ['skip'],
        title: [step, 'title'],
        text: [step, 'text'],
        next: ['next'],
      }).map(([name, keys]) => [name, at(...keys)]),
    );
    if (!Object.values(picked).every(isText)) return null;
    const found = picked as Record<string, string>;
    tours[language] = {
      ...found,
      progress: found.progress!.replace('{{step}}', '1').replace('{{steps}}', String(steps)),
    };
  }
  return tours;
}

/**
 * The pages a visit most often starts on (`route-preloads.json`), copied into the build for the server, which
 * names their route chunks in index.html so they load beside the entry rather than after it (LCP), and paints
 * their shell and heading before the app runs: each page's heading goes in every language, with the operator's
 * name and logo. The build fails when a module listed there is no longer a lazily loaded chunk of its own, or a
 * heading has no text, so the list cannot rot.
 */
export function routePreloads(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'kaista-route-preloads',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    generateBundle(_options, bundle) {
      const source = fs.readFileSync(path.join(import.meta.dirname, 'route-preloads.json'), 'utf8');
      const table = JSON.parse(source) as { shell: string[]; pages: PreloadPage[] };
      const lazy = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId
          ? [output.facadeModuleId]
          : [],
      );
      for (const module of [...table.shell, ...table.pages.flatMap((page) => page.modules)])
        if (!lazy.some((id) => id.endsWith(`/apps/web/${module}`)))
          this.error(`route-preloads.json names ${module}, which is not a lazily loaded module`);
      const resolve = <T>(key: string, texts: T | null): T => {
        if (!texts) this.error(`route-preloads.json names the text ${key}, which is missing in a language`);
        return texts;
      };
      const pages = table.pages.map(({ heading, greeting, tour, ...page }) => ({
        ...page,
        ...(heading ? { headings: resolve(heading, textsOf(heading)) } : {}),
        ...(greeting ? { greetings: resolve(greeting, textsOf(greeting)) } : {}),
        ...(tour ? { tours: resolve(tour.texts, tourTexts(tour)) } : {}),
      }));
      // The same defaults as src/app/brand.ts.
      const brand = {
        name: env.VITE_OPERATOR_NAME ?? 'Kaista',
        logoUrl: env.VITE_OPERATOR_LOGO_URL ?? '/favicon.svg',
      };
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-preloads.json',
        source: JSON.stringify({ ...table, pages, brand }),
      });
    },
  };
}
