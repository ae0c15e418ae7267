import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server (apps/server) listens on 3000 and serves /api/v1 and the socket; in dev and preview
// Vite forwards to it so the browser only ever talks to one origin, as in production.
const apiTarget = 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget },
  '/socket.io': { target: apiTarget, ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // `source` makes @app/contract resolve to its TypeScript sources, so it never needs a pre-build.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
  },
  build: {
    // scripts/check-size.mjs reads the manifest to measure what the first load of a route needs.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare things (schemas, constants), but its package.json does
        // not say so: without this, importing one route constant would ship every zod schema and zod.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
        // The endpoint table is built with defineEndpoint() calls; marking it pure lets a page that
        // only needs buildPath or a message leave the table (and its schemas) out.
        manualPureFunctions: ['defineEndpoint'],
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
