// What each i18n option adds to a first load, and what formatting costs (issue 24, first step).
//   cd bench/i18n-size && npm install && flock /tmp/heavy.lock node --import tsx run.mjs
// Builds the same page (React + 20 ICU messages, English active) once per option with Vite and the web
// app's build settings (plugin-react, es2022, one initial chunk), counts its JavaScript gzipped as
// apps/web/scripts/check-size.mjs does (zlib default level) and brotli as the build's precompress
// writes it (quality 11), and prints each option's cost over `plain` (today's English-only strings).
// Then formats 1,000 messages in Node with each option's server-side set-up (per-request locale).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { icu, i18next as i18nextMessages } from './src/messages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const { default: react } = await import(
  path.join(repo, 'apps/web/node_modules/@vitejs/plugin-react/dist/index.js')
);
const { default: babel } = await import('@rolldown/plugin-babel');

// The catalogues each option loads, generated from the one ICU source (src/messages.mjs).
const generated = path.join(here, 'src/generated');
fs.mkdirSync(generated, { recursive: true });
const compiled = Object.fromEntries(Object.entries(icu).map(([id, text]) => [id, compileMessage(text)]));
const write = (file, text) => fs.writeFileSync(path.join(generated, file), text);
write('en.icu.json', JSON.stringify(icu));
write('en.i18next.json', JSON.stringify(i18nextMessages));
write('en.compiled.json', JSON.stringify(compiled));
// What `lingui compile` writes for a catalogue.
write(
  'en.lingui.js',
  `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`,
);

const variants = [
  ['plain', 'today: English strings and functions, no library'],
  ['a-i18next-icu', 'A: i18next + react-i18next + i18next-icu'],
  ['b-i18next-json', 'B: i18next + react-i18next, own plural JSON'],
  ['c-lingui', 'C: @lingui/core + @lingui/react, compiled'],
  ['d-tiny', 'D: Intl.PluralRules + own formatter'],
];

const buildVariant = async (name, extraPlugins = []) => {
  const outDir = path.join(here, 'dist', name);
  await build({
    configFile: false,
    root: here,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), ...extraPlugins],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        input: path.join(here, `src/variants/${name}.tsx`),
        output: { codeSplitting: { groups: [{ name: 'web', tags: ['$initial'] }] } },
      },
    },
  });
  const files = fs.readdirSync(outDir, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  const sizes = { raw: 0, gzip: 0, brotli: 0, files: files.length };
  for (const file of files) {
    const body = fs.readFileSync(path.join(outDir, String(file)));
    sizes.raw += body.length;
    sizes.gzip += gzipSync(body).length;
    sizes.brotli += brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
    }).length;
  }
  return { sizes, outDir };
};

const results = [];
for (const [name, label] of variants) results.push({ name, label, ...(await buildVariant(name)) });
const base = results[0].sizes;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const signed = (bytes) => `${bytes >= 0 ? '+' : '-'}${(Math.abs(bytes) / 1024).toFixed(1)}`.padStart(6);
console.log('\nFirst load of the same page, 20 messages, English active (KB; + is over plain)');
console.log(`  ${'option'.padEnd(46)}   raw    gzip  +gzip  brotli  +br`);
for (const { label, sizes } of results)
  console.log(
    `  ${label.padEnd(46)} ${kb(sizes.raw)} ${kb(sizes.gzip)} ${signed(sizes.gzip - base.gzip)} ${kb(sizes.brotli)} ${signed(sizes.brotli - base.brotli)}`,
  );

// Does Lingui's macro run in this Vite setup? plugin-react 6 has no Babel of its own; the macro's
// Babel plugin goes through @rolldown/plugin-babel.
try {
  const { outDir } = await buildVariant('c-lingui-macro', [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /c-lingui-macro\.tsx$/ }),
  ]);
  const code = fs
    .readdirSync(outDir, { recursive: true })
    .filter((f) => String(f).endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(outDir, String(f)), 'utf8'))
    .join('');
  const calls = code.match(/\w+\(\{id:[`"]wallet\.balance[`"][^)]*\)/g) ?? [];
  console.log(
    `\nLingui macro through @rolldown/plugin-babel: built; wallet.balance compiles to ${calls[0] ?? '(not found)'}`,
  );
} catch (error) {
  console.log(
    `\nLingui macro through @rolldown/plugin-babel: failed: ${error.message.split('\n').slice(0, 6).join(' | ')}`,
  );
}

await import('./src/format-time.ts');
