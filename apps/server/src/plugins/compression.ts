import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { API_PREFIX, endpoints } from '@app/contract';

const fileDownload = `${API_PREFIX}${endpoints.files.get.path}`;

/**
 * Compresses API responses of 1 KB and more (Brotli or gzip, as the client accepts; `Vary:
 * Accept-Encoding`). Only API routes: the web app's files are compressed at build time (web-app.ts),
 * uploaded files are images and PDFs that do not shrink, and socket.io never passes through Fastify's
 * routes. Register before the routes: the choice is made as each route is added.
 */
export const registerCompression = async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const isApi = route.url === API_PREFIX || route.url.startsWith(`${API_PREFIX}/`);
    if (!isApi || route.url === fileDownload) route.compress = false;
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
};
