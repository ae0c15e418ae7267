import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, SOCKET_PATH, messages } from '@app/contract';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached, and every other GET
 * that is not API or socket answered with the app's HTML so client-side routes load on refresh.
 *
 * The build leaves a Brotli (.br) and a gzip (.gz) copy beside each text file; the one the request's
 * Accept-Encoding allows is sent as is (`Vary: Accept-Encoding`), the plain file otherwise. The pages a
 * visitor lands on first have their own HTML that preloads their chunks (`/` is index.html, `/login`
 * is login/index.html, a page with an id in its last segment, `/app/sessions/:id`, is
 * app/sessions/[id].html); app.html, with the entry's preloads only, answers every other client route.
 */
export const registerWebApp = async (app: FastifyInstance, distDir = defaultDist) => {
  /** The HTML of a page whose last segment is an id (`/app/sessions/<id>`), if the build has one. */
  const idPageOf = (url: string) => {
    const parent = url.slice(0, url.lastIndexOf('/'));
    // Plain path segments only: nothing that could leave the build's folder.
    if (!/^(\/[a-z0-9-]+)+$/.test(parent)) return undefined;
    const file = `${parent.slice(1)}/[id].html`;
    return fs.existsSync(path.join(distDir, file)) ? file : undefined;
  };
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // Builds before per-page HTML had index.html only.
  const fallbackFile = fs.existsSync(path.join(distDir, 'app.html')) ? 'app.html' : 'index.html';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Looked up per request, so a rebuild's new hashed files are served without a restart.
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(SOCKET_PATH);
    // A missing hashed asset is a real 404 (an old tab after a deploy), never the HTML page.
    const isAsset = url.startsWith('/assets/');
    if (isApi || isAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: messages.http.notFound, code: 'NOT_FOUND' });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile(idPageOf(url) ?? fallbackFile);
  });
};
