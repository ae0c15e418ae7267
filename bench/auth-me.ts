// Measures GET /api/v1/auth/me against a hello-world route of the same server process, one after the
// other, with the server's event-loop delay during each run (p99: how late a timer or socket in that
// process gets served while the load runs). The server runs in its own process (bench-server.ts) so the
// load generator does not share its thread. Embedded database unless BENCH_DATABASE_URL is set.
// Run: npm run bench      Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), BENCH_POOL
// (connections of the embedded database's pool).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const here = path.dirname(fileURLToPath(import.meta.url));

const server = spawn(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', path.join(here, 'bench-server.ts')],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  },
);
const { port, token } = await new Promise<{ port: string; token: string }>((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /READY (\d+) (\S+)/.exec(out);
    if (match?.[1] && match[2]) resolve({ port: match[1], token: match[2] });
  });
  server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const base = `http://127.0.0.1:${port}`;

const measure = async (title: string, url: string, headers: Record<string, string> = {}) => {
  await fetch(`${base}/bench/loop-delay/reset`, { method: 'POST' });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const loop = (await (await fetch(`${base}/bench/loop-delay`)).json()) as {
    p99: number;
    max: number;
    cpuMs: number;
  };
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(22)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   ` +
      `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}   ` +
      `server event-loop delay p99 ${loop.p99.toFixed(1)} ms (max ${loop.max.toFixed(1)} ms)   ` +
      `server CPU ${((loop.cpuMs * 1000) / Math.max(1, result.requests.total)).toFixed(0)} µs/request`,
  );
};

console.log(
  `database: ${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}, ${connections} connections, ${seconds} s each\n`,
);
await measure('GET /bench/hello', `${base}/bench/hello`);
await measure('GET /api/v1/auth/me', `${base}/api/v1/auth/me`, {
  authorization: `Bearer ${token}`,
  'x-client': 'web',
});
server.kill('SIGTERM');
