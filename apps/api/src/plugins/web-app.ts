import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

const SERVER_PREFIXES = ['/api', '/gauth', '/healthz', '/readyz'];

/**
 * Serves the built SPA: hashed assets for a year as immutable, everything else revalidated, and any
 * unknown GET outside the server's own prefixes answered with index.html so client routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (!built) app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it');
  else await registerStaticFiles(app, distDir);
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  if (built) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isServerPath = SERVER_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
    const isFile = path.extname(url) !== '';
    if (!built || request.method !== 'GET' || isServerPath || isFile) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${url}.` });
    }
    return sendIndex(reply);
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
