import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createLogger, type Plugin } from 'vite';
import * as source from '@app/contract';
import { z } from 'zod';
import viteConfig from '../vite.config.ts';

// Builds fixture/ (a lazy page reading `messages.auth`, one reading `messages.wallet`, one importing the
// whole contract) with the web build's own contract options and chunking, then runs the result.

const fixture = path.join(import.meta.dirname, 'fixture');
let outDir = '';
const warnings: string[] = [];
let built: typeof source & { z: typeof z };
let pages: {
  signIn: () => Promise<{
    wrongPassword: () => string;
    loginPath: () => string;
    authMessages: () => unknown;
  }>;
  wallet: () => Promise<{ unavailable: () => string; walletPath: () => string }>;
};

/** The code a page's chunk runs: its file and every chunk it imports statically. */
function codeOf(page: string): string {
  const files = fs.readdirSync(outDir);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(outDir, file), 'utf8');
    for (const [, imported] of code.matchAll(/from\s*"\.\/([^"]+)"/g)) visit(imported!);
  };
  visit(files.find((file) => file.startsWith(`${page}-`))!);
  return [...seen].map((file) => fs.readFileSync(path.join(outDir, file), 'utf8')).join('\n');
}

/** A value as data: schemas as their JSON Schema, functions by what they answer to sample calls. */
function normal(value: unknown, toJsonSchema: (schema: never) => unknown): unknown {
  if (typeof value === 'function') {
    const samples: unknown[][] = [[3, 5], ['x', 'y'], [['a', 'b']]];
    return samples.map((args) => {
      try {
        return String((value as (...args: unknown[]) => unknown)(...args));
      } catch {
        return 'throws';
      }
    });
  }
  if (value instanceof RegExp) return value.toString();
  if (Array.isArray(value)) return value.map((item) => normal(item, toJsonSchema));
  if (value && typeof value === 'object') {
    if ('_zod' in value) return toJsonSchema(value as never);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normal(item, toJsonSchema)]));
  }
  return value;
}

beforeAll(async () => {
  // Under node_modules: the test runner leaves those files to Node, which runs the build as a browser would.
  outDir = path.join(import.meta.dirname, '../node_modules/.contract-modules-test', String(process.pid));
  const app = viteConfig({ command: 'build', mode: 'production', isSsrBuild: false });
  const output = app.build?.rolldownOptions?.output;
  await build({
    configFile: false,
    root: fixture,
    logLevel: 'silent',
    customLogger: { ...createLogger('silent'), warn: (message) => void warnings.push(message) },
    resolve: app.resolve,
    plugins: (app.plugins as Plugin[]).filter((plugin) => plugin.name === 'contract-modules'),
    build: {
      ...app.build,
      outDir,
      assetsDir: '',
      emptyOutDir: true,
      minify: false,
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: {
        ...app.build?.rolldownOptions,
        input: { main: path.join(fixture, 'main.ts') },
        preserveEntrySignatures: false,
        output: { ...(Array.isArray(output) ? {} : output), entryFileNames: '[name].js' },
      },
    },
  });
  await import(pathToFileURL(path.join(outDir, 'main.js')).href);
  const fixturePages = (globalThis as { fixturePages?: unknown }).fixturePages as typeof pages & {
    contract: () => Promise<typeof built>;
  };
  pages = fixturePages;
  built = await fixturePages.contract();
}, 60_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the web build of the contract', () => {
  it('splits every file it is given (a file it cannot split would ship whole)', () => {
    expect(warnings.filter((warning) => warning.includes('contract-modules'))).toEqual([]);
  });

  it('gives a page only the message and endpoint groups it reads', async () => {
    const signIn = await pages.signIn();
    const wallet = await pages.wallet();
    expect(signIn.wrongPassword()).toBe(source.messages.auth.invalidCredentials);
    expect(signIn.loginPath()).toBe(source.endpoints.auth.login.path);
    expect(wallet.unavailable()).toBe(source.messages.wallet.planUnavailable);
    expect(wallet.walletPath()).toBe(source.endpoints.wallet.get.path);

    const signInCode = codeOf('sign-in');
    expect(signInCode).toContain(source.messages.auth.invalidCredentials);
    expect(signInCode).toContain(source.endpoints.auth.login.path);
    expect(signInCode).not.toContain(source.messages.wallet.planUnavailable);
    expect(signInCode).not.toContain(source.messages.sessions.endReasons.CLOSED_BY_LISTENER);
    expect(signInCode).not.toContain(`"${source.endpoints.wallet.get.path}"`);
    expect(codeOf('wallet')).not.toContain(source.messages.auth.invalidCredentials);
  });

  it('keeps one `messages` object, made of the very groups the pages read', async () => {
    expect((await pages.signIn()).authMessages()).toBe(built.messages.auth);
  });

  it('leaves out the endpoint summaries, which only the server reads', () => {
    const everything = fs
      .readdirSync(outDir)
      .map((file) => fs.readFileSync(path.join(outDir, file), 'utf8'))
      .join('\n');
    expect(everything).toContain(source.endpoints.auth.login.path);
    expect(everything).not.toContain(source.endpoints.auth.login.summary);
    expect(built.endpoints.auth.login).not.toHaveProperty('summary');
  });

  it('evaluates to the contract: the same exports, values, messages and schemas', () => {
    expect(Object.keys(built).sort()).toEqual([...Object.keys(source), 'z'].sort());
    const withoutSummaries = Object.fromEntries(
      Object.entries(source.endpoints).map(([group, list]) => [
        group,
        Object.fromEntries(
          Object.entries(list).map(([name, { summary: _summary, ...endpoint }]) => [name, endpoint]),
        ),
      ]),
    );
    const fromSource = (schema: never) => z.toJSONSchema(schema, { unrepresentable: 'any' });
    const fromBuilt = (schema: never) => built.z.toJSONSchema(schema, { unrepresentable: 'any' });
    for (const name of Object.keys(source) as (keyof typeof source)[]) {
      const expected = name === 'endpoints' ? withoutSummaries : source[name];
      expect(normal(built[name], fromBuilt), name).toEqual(normal(expected, fromSource));
    }
  });
});
