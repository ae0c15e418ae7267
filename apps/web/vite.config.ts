import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import {
  build,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  minifySync,
  type Plugin,
  type ProxyOptions,
  type ResolvedConfig,
} from 'vite';
import type { Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server (apps/server) listens on 3000 and serves /api/v1 and the socket; in dev and preview
// Vite forwards to it so the browser only ever talks to one origin, as in production.
const apiTarget = 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget },
  '/socket.io': { target: apiTarget, ws: true },
};

/**
 * The pages a visitor most often lands on, each with the lazy modules its first render needs. The build
 * writes one HTML file per page (`/` is index.html, `/login` is login/index.html, a page whose last
 * segment is an id, `/app/sessions/:id`, is app/sessions/[id].html, which the server answers for
 * every id) that preloads those modules' chunks next to the entry, so the browser fetches them in
 * parallel instead of finding them one after another as each chunk runs. Every other URL gets
 * app.html (entry preloads only).
 */
// Signed in: the session check on every page (not the toaster: it mounts once the page is idle).
const signedIn = ['src/features/auth/api/get-me.ts'];
const customerLayout = 'src/features/customer/components/customer-layout.tsx';
const landingPages: Record<string, string[]> = {
  '/': ['src/features/landing/landing-page.tsx'],
  '/login': ['src/features/auth/login-page.tsx'],
  // The console: the layout; the home of the role that lands here is in roleLandingModules.
  '/dashboard': ['src/app/layouts/dashboard-layout.tsx', ...signedIn],
  // The customer area: the directory, the wallet and a live session.
  '/app': [customerLayout, 'src/features/customer/directory-page.tsx', ...signedIn],
  '/app/wallet': [customerLayout, 'src/features/customer/wallet-page.tsx', ...signedIn],
  '/app/sessions/:id': [customerLayout, 'src/features/customer/session-page.tsx', ...signedIn],
};

/**
 * A landing page that more than one role lands on: what only one role's first render needs. The HTML
 * is the same for both, so these go into a JSON list (`#role-preloads`, before theme-init.js), and
 * theme-init.js, which reads the stored sign-in's role, preloads that role's chunks only: an admin
 * never downloads the listener's home, nor a listener the admin's.
 */
const roleLandingModules: Record<string, Record<string, string[]>> = {
  '/dashboard': {
    ADMIN: ['src/features/dashboard/admin-home-page.tsx'],
    LISTENER: ['src/features/dashboard/listener-home-page.tsx'],
  },
};
const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

/** Where the build writes a landing page's HTML (see landingPages). */
const htmlFileOf = (page: string) =>
  page === '/'
    ? 'index.html'
    : page.endsWith('/:id')
      ? `${page.slice(1, -'/:id'.length)}/[id].html`
      : `${page.slice(1)}/index.html`;

/** The chunks a chunk imports statically, recursively, itself included. */
const staticClosure = (bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()) => {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
};

function landingPagePreloads(): Plugin {
  return {
    name: 'landing-page-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      const html = bundle['index.html'];
      if (!entry || html?.type !== 'asset') throw new Error('landing-page-preloads: no entry or index.html');
      const source = String(html.source);
      const inEntry = staticClosure(bundle, entry.fileName);
      this.emitFile({ type: 'asset', fileName: 'app.html', source });
      /** The chunks `modules` need that the entry does not bring, minus `already`. */
      const filesOf = (modules: string[], already = new Set<string>()) => {
        const files = new Set<string>();
        for (const module of modules) {
          // Usually the chunk made for the module's dynamic import; the bundler may also have put the
          // module into a chunk it shares with others.
          const chunk =
            chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`)) ??
            chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
          if (!chunk) throw new Error(`landing-page-preloads: ${module} is not a chunk; update landingPages`);
          for (const file of staticClosure(bundle, chunk.fileName)) {
            if (!inEntry.has(file) && !already.has(file)) files.add(file);
          }
        }
        return files;
      };
      if (!source.includes(THEME_INIT_TAG)) throw new Error('landing-page-preloads: no theme-init.js tag');
      for (const [page, modules] of Object.entries(landingPages)) {
        const files = filesOf(modules);
        // A signed-in page paints its frame from the HTML (prerenderPages): its chunks come after the
        // entry and the CSS, at low priority, rather than sharing the slow network with them.
        const priority = page in prerenderedPages ? '' : ' fetchpriority="low"';
        const links = [...files]
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}"${priority}>\n`)
          .join('');
        let pageHtml = source.replace('  </head>', `${links}  </head>`);
        const byRole = roleLandingModules[page];
        if (byRole) {
          const lists = Object.fromEntries(
            Object.entries(byRole).map(([role, roleModules]) => [
              role,
              [...filesOf(roleModules, files)].map((file) => `/${file}`),
            ]),
          );
          const json = `<script type="application/json" id="role-preloads">${JSON.stringify(lists)}</script>`;
          pageHtml = pageHtml.replace(THEME_INIT_TAG, `${json}\n    ${THEME_INIT_TAG}`);
        }
        if (page === '/') html.source = pageHtml;
        else this.emitFile({ type: 'asset', fileName: htmlFileOf(page), source: pageHtml });
      }
    },
  };
}

/** The pages rendered to HTML at build time (see src/prerender.tsx), by their HTML file in the build. */
const prerenderedPages: Record<string, string> = { '/': 'index.html', '/login': 'login/index.html' };
/** The signed-in landing pages: their HTML carries the frame of their area (prerender's renderShell). */
const shellPages = Object.keys(landingPages).filter((page) => !(page in prerenderedPages));
const ROOT_ELEMENT = '<div id="root"></div>';
/** src/prerender.tsx's render() and renderShell(): the root element's markup and what React hoists to <head>. */
type RenderPage = (url: string) => Promise<{ body: string; head: string }>;

/**
 * After the client build: an SSR build of src/prerender.tsx renders each of `prerenderedPages`, and
 * its markup goes into that page's root element (the page's <title> into <head>); the signed-in
 * landing pages get the frame of their area (`data-shell`), drawn from HTML + CSS before any script. The browser paints
 * the page from HTML + CSS before any script runs; main.tsx hydrates it. Runs in writeBundle, so the
 * files exist and precompress (closeBundle) compresses the final HTML.
 */
function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside node_modules so the bundle's external imports (react, react-router...) resolve.
      const ssrOutDir = path.resolve(config.root, 'node_modules/.prerender', String(process.pid));
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false },
      });
      try {
        const entry = pathToFileURL(path.join(ssrOutDir, 'prerender.js')).href;
        const { render, renderShell } = (await import(entry)) as {
          render: RenderPage;
          renderShell: RenderPage;
        };
        const pages = [
          ...Object.entries(prerenderedPages).map(([url, file]) => ({ url, file, shell: false })),
          ...shellPages.map((url) => ({ url, file: htmlFileOf(url), shell: true })),
        ];
        for (const { url, file, shell } of pages) {
          const htmlFile = path.join(outDir, file);
          const html = fs.readFileSync(htmlFile, 'utf8');
          if (!html.includes(ROOT_ELEMENT))
            throw new Error(`prerender-pages: ${file} has no ${ROOT_ELEMENT}`);
          const page = await (shell ? renderShell : render)(url);
          if (!page.body) throw new Error(`prerender-pages: ${url} rendered nothing`);
          // A shell is the frame of a signed-in area (main.tsx renders over it, never hydrates it).
          const root = shell ? '<div id="root" data-shell>' : '<div id="root">';
          let result = html.replace(ROOT_ELEMENT, () => `${root}${page.body}</div>`);
          // The page's <title> takes the place of the generic one; anything else React hoists goes last.
          if (page.head.startsWith('<title>'))
            result = result.replace(/<title>[^<]*<\/title>/, () => page.head);
          else if (page.head) result = result.replace('  </head>', () => `    ${page.head}\n  </head>`);
          fs.writeFileSync(htmlFile, result);
        }
      } finally {
        fs.rmSync(ssrOutDir, { recursive: true, force: true });
      }
    },
  };
}

/** Minifies a script the build copied as it is (public/), in place; answers the minified code. */
const minifyInPlace = (file: string): string => {
  const { code, errors } = minifySync(path.basename(file), fs.readFileSync(file, 'utf8'));
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`);
  fs.writeFileSync(file, code);
  return code;
};

/**
 * The service worker (src/sw/service-worker.ts, issue 23 §2), built on its own into /sw.js after the
 * client build, with the app shell's files to precache (app.html, the entry chunk and what it imports,
 * the CSS, the manifest and icons) and a cache version from their names. Hand-written rather than
 * vite-plugin-pwa: the app already writes its own HTML per landing page, pre-renders and precompresses,
 * and needs only an offline shell and the push handlers (ARCHITECTURE.md, Push notifications).
 */
function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const entry = Object.values(bundle).find(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      if (!entry) throw new Error('service-worker: no entry chunk');
      const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      const precache = [
        '/app.html',
        ...[...staticClosure(bundle, entry.fileName)].map((file) => `/${file}`),
        ...css.map((file) => `/${file}`),
        '/manifest.webmanifest',
        '/favicon.svg',
        '/theme-init.js',
        '/icons/icon-192.png',
      ];
      // theme-init.js keeps its name across builds: its content goes into the version, so a new one
      // replaces the cached one. Minified first (it runs on every page; its comments are for us).
      const themeInit = minifyInPlace(path.join(outDir, 'theme-init.js'));
      const version = createHash('sha256')
        .update(precache.join('\n'))
        .update(themeInit)
        .digest('hex')
        .slice(0, 12);
      const swOutDir = path.resolve(config.root, 'node_modules/.sw', String(process.pid));
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        resolve: config.resolve,
        define: { __PRECACHE__: JSON.stringify(precache), __CACHE_VERSION__: JSON.stringify(version) },
        build: {
          outDir: swOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
          target: 'es2022',
          rolldownOptions: {
            input: path.resolve(config.root, 'src/sw/service-worker.ts'),
            treeshake: {
              moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
              manualPureFunctions: ['defineEndpoint'],
            },
            output: { entryFileNames: 'sw.js', format: 'es', codeSplitting: false },
          },
        },
      });
      try {
        fs.copyFileSync(path.join(swOutDir, 'sw.js'), path.join(outDir, 'sw.js'));
      } finally {
        fs.rmSync(swOutDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Brotli and gzip copies of every text file in the build (HTML, JS, CSS, SVG, JSON), next to the
 * original: the server sends the one the browser accepts, with no compression work per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(html|js|mjs|css|svg|json)$/;
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const raw = fs.readFileSync(file);
        const br = brotliCompressSync(raw, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = gzipSync(raw, { level: 9 });
        // A copy that is not smaller (a tiny file) is not worth a second lookup; the server falls back.
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR build (of src/prerender.tsx, started by prerenderPages) needs React only: no CSS, no HTML.
  plugins: isSsrBuild
    ? [react()]
    : [react(), tailwindcss(), landingPagePreloads(), prerenderPages(), serviceWorker(), precompress()],
  resolve: {
    // `source` makes @app/contract resolve to its TypeScript sources, so it never needs a pre-build.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
  },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    // The contract is consumed from its TypeScript sources: bundled, never imported by Node at run time.
    noExternal: ['@app/contract'],
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare things (schemas, constants), but its package.json does
        // not say so: without this, importing one route constant would ship every zod schema and zod.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
          // A feature's public entry (features/<name>/index.ts) only re-exports: a page that takes one
          // thing from it must not pull in the rest (the moderator's case page, one status badge from
          // `sessions`, would otherwise load the listener's call and chat pages).
          { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
        // The endpoint table is built with defineEndpoint() calls; marking it pure lets a page that
        // only needs buildPath or a message leave the table (and its schemas) out.
        manualPureFunctions: ['defineEndpoint'],
      },
      output: isSsrBuild
        ? // The pre-render runs once in Node: one file, lazy pages included.
          { codeSplitting: false }
        : {
            codeSplitting: {
              // Every module the entry imports statically is downloaded on every page anyway: one chunk
              // (React, the router, the shell) instead of a handful compresses better and costs fewer
              // requests. Lazy chunks import what they share with it from there.
              groups: [{ name: 'web', tags: ['$initial'] }],
              // Tiny shared chunks (one icon, a 300-byte helper) cost a request each on a first visit,
              // more than their bytes: below 2 KB they are copied into the chunks that use them instead.
              experimentalInlineCommonChunks: { maxSize: 2048 },
            },
          },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
