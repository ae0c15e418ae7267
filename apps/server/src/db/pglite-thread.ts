import { createRequire } from 'node:module';
import { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, type MessagePort, type WorkerOptions } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerReply, PgliteWorkerRequest } from './pglite-worker.ts';

/**
 * One pg connection to the PGlite thread: a Duplex over a MessagePort, with the few socket methods
 * pg's Connection calls (`connect`, `setNoDelay`, `setKeepAlive`, `ref`, `unref`).
 */
class PortStream extends Duplex {
  constructor(private readonly port: MessagePort) {
    super();
    port.on('message', (chunk: Uint8Array) =>
      this.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
    );
    port.on('close', () => {
      this.push(null);
      this.destroy();
    });
  }

  connect() {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }

  ref() {
    this.port.ref();
    return this;
  }

  unref() {
    this.port.unref();
    return this;
  }

  override _read() {
    // Data is pushed as the thread sends it.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    const copy = new Uint8Array(chunk); // exact bytes (a Buffer may view a larger pooled slab)
    this.port.postMessage(copy, [copy.buffer]);
    callback();
  }

  override _final(callback: (error?: Error | null) => void) {
    this.port.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.port.close();
    callback(error);
  }
}

export type PgliteThread = {
  /** A new connection for pg (`new pg.Pool({ stream: thread.connect })`). */
  connect: () => Duplex;
  dumpDataDir: () => Promise<Blob>;
  /** Closes PGlite (flushing the data directory) and ends the thread. Close the pool first. */
  close: () => Promise<void>;
};

// The worker is a file of its own next to this one. Compiled (dist/, the production process) it is
// JavaScript and starts as it is. From the sources (tests, `npm run dev`) it is TypeScript: a one-line
// bootstrap loads tsx's loader in the new thread (a thread does not inherit the parent's loader), then
// imports it.
const require = createRequire(import.meta.url);
const fromSources = import.meta.url.endsWith('.ts');
/**
 * The process's node flags without its preloaded modules (`--import`, `--require`: instrumentation, the
 * chat bench's probe): they are for the main thread, and a thread would load them without their loader.
 */
const PRELOAD_FLAG = /^(?:--(?:import|require|loader|experimental-loader)|-r)(=|$)/;
const withoutPreloads = (flags: readonly string[]) => {
  const kept: string[] = [];
  for (let i = 0; i < flags.length; i += 1) {
    const preload = PRELOAD_FLAG.exec(flags[i] ?? '');
    if (!preload) kept.push(flags[i] ?? '');
    else if (preload[1] === '') i += 1; // its module is the next argument
  }
  return kept;
};
const startWorker = (options: WorkerOptions) => {
  if (!fromSources) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), {
      ...options,
      execArgv: withoutPreloads(process.execArgv),
    });
  }
  const tsx = require.resolve('tsx/cjs/api');
  const entry = fileURLToPath(new URL('./pglite-worker.ts', import.meta.url));
  const bootstrap = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`;
  return new Worker(bootstrap, { ...options, eval: true });
};

/** Starts PGlite on its own thread. `onExit` is told if the thread ends without being closed. */
export const startPgliteThread = async (
  options: { dataDir?: string; loadDataDir?: Blob },
  onExit: (error: Error) => void = () => undefined,
): Promise<PgliteThread> => {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const data: PgliteWorkerData = { dataDir: options.dataDir, loadDataDir };
  const worker = startWorker({
    workerData: data,
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  const send = (request: PgliteWorkerRequest, transfer: MessagePort[] = []) =>
    worker.postMessage(request, transfer);

  let closing = false;
  const dumps = new Map<number, (data: ArrayBuffer) => void>();
  let closed: () => void = () => undefined;
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: PgliteWorkerReply) => {
      if (reply.type === 'ready') resolve();
      else if (reply.type === 'failed') reject(new Error(reply.message));
      else if (reply.type === 'dumped') dumps.get(reply.id)?.(reply.data);
      else if (reply.type === 'closed') closed();
    });
    let failure = '';
    worker.on('error', (error) => {
      failure = `: ${error.message}`;
      reject(error);
    });
    worker.on('exit', (code) => {
      reject(new Error(`the database thread stopped (exit code ${code})`));
      if (!closing) {
        onExit(new Error(`The embedded database thread stopped unexpectedly (exit code ${code})${failure}.`));
      }
    });
  });

  let nextDump = 0;
  return {
    connect: () => {
      const { port1, port2 } = new MessageChannel();
      send({ type: 'connect', port: port2 }, [port2]);
      return new PortStream(port1);
    },
    dumpDataDir: () =>
      new Promise<Blob>((resolve) => {
        const id = (nextDump += 1);
        dumps.set(id, (bytes) => {
          dumps.delete(id);
          resolve(new Blob([bytes]));
        });
        send({ type: 'dump', id });
      }),
    close: async () => {
      closing = true;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      await new Promise<void>((resolve) => {
        closed = resolve;
        worker.once('exit', () => resolve());
        send({ type: 'close' });
      });
      // PGlite is closed and flushed: the thread has nothing left to do, end it if it lingers.
      const linger = setTimeout(() => void worker.terminate(), 2000);
      await exited;
      clearTimeout(linger);
    },
  };
};
