#!/usr/bin/env node
// `npm run build`: the production build. The contract and the server compile to JavaScript with tsc
// (apps/server/dist/, packages/contract/dist/; `tsc -b` skips what is up to date), and Vite builds the
// web app (apps/web/dist/). The production process is then `node apps/server/dist/main.js` (`npm run
// serve`), with no TypeScript loader.
//
// `--if-stale` (what `npm start` runs) rebuilds the web app only when one of its inputs is newer than
// the last build, so a second start does not wait for Vite. `--server-only` compiles the server alone
// (`npm run admin:create`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ifStale = process.argv.includes('--if-stale');
const serverOnly = process.argv.includes('--server-only');

const run = (label, cmd, args, cwd = root) => {
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\nThe build failed at: ${label}`);
    process.exit(result.status ?? 1);
  }
  console.log(`built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

/** The newest modification time (ms) of a file or of any file under a directory. */
const newest = (target) => {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .reduce((latest, entry) => Math.max(latest, newest(path.join(target, entry.name))), stat.mtimeMs);
};

const webStamp = path.join(root, 'apps/web/dist/.built');
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
].map((input) => path.join(root, input));

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
run('server and contract (tsc)', process.execPath, [tsc, '-b', 'apps/server/tsconfig.build.json']);

if (serverOnly) process.exit(0);
const webBuiltAt = fs.existsSync(webStamp) ? fs.statSync(webStamp).mtimeMs : 0;
if (ifStale && webBuiltAt > Math.max(...webInputs.map(newest))) {
  console.log('web app is up to date (apps/web/dist)');
} else {
  run('web app (vite)', 'npm', ['run', 'build', '-w', 'apps/web']);
  fs.writeFileSync(webStamp, `${new Date().toISOString()}\n`);
}
