import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sessionRoutes } from '@kaista/domain/session';
import { businessesRoutes } from '@kaista/domain/businesses';
import {
  FIRST_PAINT_STYLE,
  firstPaintHtml,
  type FirstPaintFacts,
  type FirstPaintPerson,
} from './first-paint';
import { SESSION_COOKIE } from './session/session-token';

const SERVER_PREFIXES = ['/api', '/gauth', '/healthz', '/readyz'];

/** The id of the data block that carries the session's answers in the served index.html. */
export const SESSION_PRELOAD_ID = 'kaista-session';

/** The session calls the app's shell makes on every load before it can show a page (§7). */
const PRELOADED = {
  user: sessionRoutes.userInfo.path,
  profile: sessionRoutes.profile.path,
  environment: sessionRoutes.environment.path,
} as const;

/** The company of a path that starts with a real company's id (`/100001/home`), as the shell asks for it. */
function companyPath(url: string): string | null {
  const id = /^\/([1-9][0-9]{0,17})(?:\/|$)/.exec(url)?.[1];
  return id ? businessesRoutes.get.path.replace(':id', id) : null;
}

/**
 * With a session, the answers of the shell's first calls, made inside the server through the same routes
 * (same checks, same JSON) so the page does not wait for their round trips (LCP, issue 17); null without a
 * session or when any of them fails, and the app then makes the calls itself as before. The company in the
 * path is added when it answers (a company the user may not see is left to the app's not-found view).
 */
async function preloadSession(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
): Promise<{ json: string; language: string; person: FirstPaintPerson } | null> {
  if (!request.cookies[SESSION_COOKIE] || !request.headers.cookie) return null;
  const headers = { cookie: request.headers.cookie, accept: 'application/json' };
  const names = Object.keys(PRELOADED) as (keyof typeof PRELOADED)[];
  const company = companyPath(url);
  const [companyAnswer, ...answers] = await Promise.all([
    company ? app.inject({ method: 'GET', url: company, headers }) : null,
    ...names.map((name) => app.inject({ method: 'GET', url: PRELOADED[name], headers })),
  ]);
  if (answers.some((answer) => answer!.statusCode !== 200)) return null;
  const data: Record<string, unknown> = Object.fromEntries(
    names.map((name, index) => [name, answers[index]!.json()]),
  );
  if (companyAnswer?.statusCode === 200) data.company = companyAnswer.json();
  const language = (data.profile as { userLanguage?: unknown }).userLanguage;
  const companyName = (data.company as { name?: unknown } | undefined)?.name;
  const user = data.user as { firstName?: unknown; name?: unknown };
  const greetingName = (typeof user.firstName === 'string' && user.firstName) || user.name;
  return {
    // Inside <script> only "</script" or "<!--" could end the block early; no "<" is left to start either.
    json: JSON.stringify(data).replace(/</g, '\\u003c'),
    language: typeof language === 'string' && /^[a-z]{2}$/.test(language) ? language : 'fi',
    person: {
      companyName: typeof companyName === 'string' ? companyName : null,
      greetingName: typeof greetingName === 'string' ? greetingName : '',
      tourDismissed: (data.profile as { mainTourDismissed?: unknown }).mainTourDismissed !== false,
    },
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

interface RoutePreloadPage extends Omit<FirstPaintFacts, 'brand'> {
  path: string;
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

/**
 * The files the page at `url` loads after the entry (the shell's lazy parts, the page's chunks and its texts
 * in the user's language), as preload links: fetched beside the entry instead of after it has run.
 */
export function routePreloadLinks(distDir: string, url: string, language: string): string {
  const facts = readBuildFacts(distDir);
  if (!facts) return '';
  const { manifest } = facts;
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  };
  const loaded = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key]!.isEntry) closure(key, loaded);
  const page = facts.pages.find((candidate) => candidate.path.test(url));
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
): { style: string; markup: string } | null {
  const facts = readBuildFacts(distDir);
  const page = facts?.pages.find((candidate) => candidate.path.test(url));
  if (!facts || !page) return null;
  return {
    style: FIRST_PAINT_STYLE,
    markup: firstPaintHtml({ ...page, brand: facts.table.brand }, language, person),
  };
}

/**
 * Serves the built SPA: hashed assets for a year as immutable, everything else revalidated, and any
 * unknown GET outside the server's own prefixes answered with index.html so client routes survive a reload.
 * With a session, index.html carries the session's first answers (a JSON data block, which no script policy
 * runs) and is then private to that user and never stored.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (!built) app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it');
  else await registerStaticFiles(app, distDir);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const session = await preloadSession(app, request, url);
    if (!session) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const html = await fs.promises.readFile(path.join(distDir, 'index.html'), 'utf8');
    const block = `<script type="application/json" id="${SESSION_PRELOAD_ID}">${session.json}</script>`;
    const links = routePreloadLinks(distDir, url, session.language);
    const paint = firstPaintFor(distDir, url, session.language, session.person);
    return reply
      .header('cache-control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(
        html
          .replace('</head>', `${block}${links}${paint?.style ?? ''}</head>`)
          .replace('<body>', `<body>${paint?.markup ?? ''}`),
      );
  };
  if (built) app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isServerPath = SERVER_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
    const isFile = path.extname(url) !== '';
    if (!built || request.method !== 'GET' || isServerPath || isFile) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${url}.` });
    }
    return sendIndex(request, reply);
  });
}

async function registerStaticFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    // Looked up per request rather than listed at start, so a rebuild while the server runs is served.
    wildcard: true,
    index: false,
    cacheControl: false,
    // Source maps and the build manifest (read by the bundle budget) stay build artefacts for whoever debugs
    // with the build; the public gets no map of the code.
    allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/.vite/'),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
