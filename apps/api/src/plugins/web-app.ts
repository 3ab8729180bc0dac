import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PAGES_WITHOUT_SESSION } from '@kaista/domain/session';
import { appPrefetchLinks, firstPaintFor, routePreloadLinks } from './route-preloads';
import { preloadSession } from './session-preload';
import { SESSION_COOKIE } from './session/session-token';

const SERVER_PREFIXES = ['/api', '/gauth', '/healthz', '/readyz'];
const START_LOGIN_PAGE = 'start-login.html';

/** The id of the data block that carries the session's answers in the served index.html. */
export const SESSION_PRELOAD_ID = 'kaista-session';

/**
 * Serves the built SPA: hashed assets for a year as immutable, everything else revalidated, and any
 * unknown GET outside the server's own prefixes answered with index.html so client routes survive a reload.
 * With a session, index.html carries the session's first answers (a JSON data block, which no script policy
 * runs) and is then private to that user and never stored. A visit without a session cookie to a page behind
 * the login gets start-login.html, whose small script starts the login at once: the app would load only to
 * learn the same from its keep-alive. The page also prefetches the app's first load, which goes on while the
 * visitor is on the login page, so the app the login returns to is already in the browser's cache.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (!built) app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it');
  else await registerStaticFiles(app, distDir);
  const startsLogin = fs.existsSync(path.join(distDir, START_LOGIN_PAGE));
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (startsLogin && !request.cookies[SESSION_COOKIE] && !PAGES_WITHOUT_SESSION.includes(url)) {
      const html = await fs.promises.readFile(path.join(distDir, START_LOGIN_PAGE), 'utf8');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html.replace('</head>', `${appPrefetchLinks(distDir)}</head>`));
    }
    const session = await preloadSession(app, request, url);
    if (!session) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const html = await fs.promises.readFile(path.join(distDir, 'index.html'), 'utf8');
    const block = `<script type="application/json" id="${SESSION_PRELOAD_ID}">${session.json}</script>`;
    const links = routePreloadLinks(distDir, url, session.language, session.opens);
    const paint = firstPaintFor(distDir, url, session.language, session.person, session.opens);
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
    // The build writes each asset's Brotli and gzip copies at their highest levels (build-compression.ts); they
    // go out as they are, smaller than what compressing per request can afford, and at no CPU cost.
    preCompressed: true,
    // Source maps and the build manifest (read by the bundle budget) stay build artefacts for whoever debugs
    // with the build; the public gets no map of the code. The compressed copies are reached by their asset's name.
    allowedPath: (pathName) => !/\.(map|br|gz)$/.test(pathName) && !pathName.startsWith('/.vite/'),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A cache between (nginx, a CDN) must not hand one client's Brotli copy to a client without Brotli.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
