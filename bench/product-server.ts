// The product's server in its own process, as `npm start` runs it (minus the web build): the compiled
// JavaScript (the server's build is brought up to date first), what every bench measures against.
// Answers once the server printed the address it listens on.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Extra node flags for the server (`BENCH_SERVER_ARGS`, e.g. `--cpu-prof`). */
const serverArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
/**
 * `BENCH_SERVER_CPUS` (e.g. `1`): the server runs pinned to those cores with taskset, so that a bench run
 * as `taskset -c 0 npm run bench:…` keeps its load generator on a core of its own.
 */
const pinned = (command: string, args: string[]): [string, string[]] =>
  process.env.BENCH_SERVER_CPUS
    ? ['taskset', ['-c', process.env.BENCH_SERVER_CPUS, command, ...args]]
    : [command, args];

export type ProductServer = { base: string; pid: number; stop: () => Promise<void> };

/** Compiles the server (`tsc -b`, a second when nothing changed). */
export const buildServer = () =>
  execFileSync(
    process.execPath,
    ['node_modules/typescript/bin/tsc', '-b', 'apps/server/tsconfig.build.json'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );

/**
 * Starts a server process. `imports` are bench-only TypeScript modules loaded first (through tsx);
 * `fromSources` runs apps/server/src through tsx instead of the compiled output (the before of
 * bench/startup.ts); `entry` runs another TypeScript server instead (a bench's own, through tsx), which
 * prints "running at <url>" as the product does.
 */
export const startProductServer = async (
  env: Record<string, string>,
  options: { imports?: string[]; fromSources?: boolean; entry?: string } = {},
): Promise<ProductServer> => {
  const imports = (options.imports ?? []).flatMap((url) => ['--import', url]);
  const fromTypeScript = imports.length > 0 || options.fromSources || options.entry !== undefined;
  const tsx = fromTypeScript ? ['--conditions=source', '--import', 'tsx'] : [];
  const entry =
    options.entry ?? (options.fromSources ? 'apps/server/src/main.ts' : 'apps/server/dist/main.js');
  if (!options.fromSources && !options.entry) buildServer();
  const child = spawn(...pinned(process.execPath, [...serverArgs, ...tsx, ...imports, entry]), {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      // Benches sign many people in from one address.
      AUTH_IP_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`The server exited (${code}) before it listened:\n${output}`)),
    );
  });
  // From now on only warnings and errors: show them, they explain failed requests.
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    base,
    pid: child.pid ?? 0,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};
