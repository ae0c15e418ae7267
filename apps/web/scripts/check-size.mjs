// Budget check for the first load of the public pages, run after `vite build`:
//   npm run size -w apps/web
// For each route it adds up the gzipped JavaScript the browser must fetch before the page can render:
// the entry chunk and its static imports (recursively), plus the route's lazy page chunk and its static
// imports. Chunks fetched later on demand (the form validator on first focus, the toaster after first
// render, other pages) are listed apart and do not count. Exits 1 when a route is over budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
// Route -> the source module of its lazy page (the manifest is keyed by source path).
const ROUTES = {
  '/': 'src/features/landing/landing-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
};

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('dist/.vite/manifest.json not found: run `vite build` first (build.manifest must be on).');
  process.exit(1);
}

const gzipCache = new Map();
const gzipKb = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length / 1024);
  return gzipCache.get(file);
};

/** A chunk and everything it imports statically: what loads before its code can run. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`${key} is not in the manifest: was it renamed? Update ROUTES in check-size.mjs.`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
const entryKeys = staticClosure(entryKey);
const sum = (keys) => [...keys].reduce((total, key) => total + gzipKb(manifest[key].file), 0);
const fmt = (kb) => `${kb.toFixed(1).padStart(6)} KB`;

console.log(`First-load JavaScript, gzipped (budget ${BUDGET_KB} KB per route)`);
console.log(`  entry + static imports      ${fmt(sum(entryKeys))}  (${entryKeys.size} chunks)`);

let failed = false;
for (const [route, source] of Object.entries(ROUTES)) {
  const keys = staticClosure(source, new Set(entryKeys));
  const total = sum(keys);
  const pageOnly = total - sum(entryKeys);
  const over = total > BUDGET_KB;
  failed ||= over;
  console.log(
    `  ${route.padEnd(8)} ${fmt(total)}  = entry + ${fmt(pageOnly).trim()} for ${source}  ${over ? 'OVER BUDGET' : 'ok'}`,
  );
}

// Loaded right after the first render or on first interaction: reported, not counted.
const later = (manifest[entryKey].dynamicImports ?? [])
  .filter((key) => !Object.values(ROUTES).includes(key))
  .map((key) => ({ key, kb: sum(new Set([...staticClosure(key)].filter((k) => !entryKeys.has(k)))) }))
  .filter(({ kb }) => kb > 2)
  .sort((a, b) => b.kb - a.kb)
  .slice(0, 5);
if (later.length) {
  console.log('Largest chunks loaded later, on demand, with what they add beyond the entry (not counted):');
  for (const { key, kb } of later) console.log(`  ${fmt(kb)}  ${key}`);
}

if (failed) {
  console.error(`A route's first load is over ${BUDGET_KB} KB gzipped.`);
  process.exit(1);
}
