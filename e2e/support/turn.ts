// A real TURN relay for the call tests and the call bench: Debian's coturn (`turnserver`) on 127.0.0.1,
// with the TURN REST scheme (`use-auth-secret`) the server mints credentials for (TURN_SECRET/TURN_URLS).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackage } from '../../apps/web/scripts/chromium.mjs';
import { freePort } from './ports.ts';

const TURNSERVER_PATH = '/usr/bin/turnserver';

const READY_TIMEOUT_MS = 15_000;
const STUN_MAGIC_COOKIE = 0x2112a442;

export type TurnServer = {
  /** For TURN_URLS: `turn:127.0.0.1:<port>` (UDP). */
  url: string;
  /** For TURN_SECRET: coturn's `static-auth-secret`. */
  secret: string;
  port: number;
  pid: number;
  stop: () => Promise<void>;
};

/** Sends one STUN Binding request; resolves true when a Binding success response comes back. */
const answersStun = (port: number, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    const request = Buffer.alloc(20);
    request.writeUInt16BE(0x0001, 0); // Binding request
    request.writeUInt16BE(0, 2); // no attributes
    request.writeUInt32BE(STUN_MAGIC_COOKIE, 4);
    randomBytes(12).copy(request, 8);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on('message', (reply) => {
      done(
        reply.length >= 20 &&
          reply.readUInt16BE(0) === 0x0101 &&
          reply.subarray(8, 20).equals(request.subarray(8, 20)),
      );
    });
    socket.on('error', () => done(false));
    socket.send(request, port, '127.0.0.1');
  });

const waitForExit = (child: ChildProcess, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/**
 * Starts coturn on a free port of 127.0.0.1 (relaying on 127.0.0.1 too, loopback peers allowed, no TLS,
 * no CLI, its own pid file and database in a temporary folder) and waits until it answers STUN.
 */
export const startTurnServer = async (
  secret = randomBytes(24).toString('base64url'),
): Promise<TurnServer> => {
  ensureDebianPackage(TURNSERVER_PATH, 'coturn');
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'listenwell-turn-'));
  const child = spawn(
    TURNSERVER_PATH,
    [
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=test',
      '--no-tls',
      '--no-dtls',
      '--allow-loopback-peers',
      '--no-cli',
      '--no-software-attribute',
      `--pidfile=${path.join(dir, 'turnserver.pid')}`,
      `--userdb=${path.join(dir, 'turndb')}`,
      '--log-file=stdout',
      '--simple-log',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 50_000) output = output.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 5_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answersStun(port, 250))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `coturn did not answer STUN on 127.0.0.1:${port} (exit ${child.exitCode}, signal ${child.signalCode}).\n${output.slice(-5_000)}`,
      );
    }
  }
  return { url: `turn:127.0.0.1:${port}`, secret, port, pid: child.pid ?? 0, stop };
};
