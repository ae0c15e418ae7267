// The embedded database's own thread. PGlite runs here, never on the server's event loop, and speaks
// the PostgreSQL wire protocol to the server's `pg` pool through one MessagePort per connection (no
// network port: nothing else on the machine can reach it). Keep this file free of app imports: it is
// loaded on its own by `new Worker`.
//
// PGlite is one backend session; several pool connections share it. The bridge keeps that correct:
// - it runs one connection's messages at a time, up to a Sync or a simple Query, so an extended-protocol
//   exchange (Parse, Bind, Describe, Execute, Sync) is never interleaved with another's;
// - while a connection is inside a transaction (ReadyForQuery status T or E), only that connection runs,
//   so `BEGIN ... SELECT ... FOR UPDATE ... COMMIT` keeps its meaning;
// - named prepared statements and portals get a per-connection prefix, since each pg client believes
//   it has the session to itself.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

export type PgliteWorkerData = { dataDir?: string; loadDataDir?: ArrayBuffer };
export type PgliteWorkerRequest =
  { type: 'connect'; port: MessagePort } | { type: 'dump'; id: number } | { type: 'close' };
export type PgliteWorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'dumped'; id: number; data: ArrayBuffer }
  | { type: 'closed' };

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const STARTUP = (() => {
  const parameters = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const message = Buffer.alloc(8 + parameters.length);
  message.writeInt32BE(message.length, 0);
  message.writeInt32BE(PROTOCOL_3, 4);
  parameters.copy(message, 8);
  return message;
})();

type Session = {
  id: number;
  port: MessagePort;
  buffer: Buffer;
  /** Complete messages not yet run, up to (not including) the next Sync/Query. */
  pending: Buffer[];
  /** Runnable units, each ending with Sync, Query, Flush or being a startup message. */
  batches: Buffer[];
  statements: Set<string>;
  closed: boolean;
};

const post = (message: PgliteWorkerReply, transfer: ArrayBuffer[] = []) =>
  parentPort?.postMessage(message, transfer);

const send = (session: Session, bytes: Uint8Array) => {
  if (session.closed || bytes.length === 0) return;
  const copy = new Uint8Array(bytes); // PGlite's buffer may be reused; transfer our own copy.
  session.port.postMessage(copy, [copy.buffer]);
};

/** A C string at `offset`: its text and the offset after its NUL. */
const readCString = (message: Buffer, offset: number) => {
  const end = message.indexOf(0, offset);
  return { text: decoder.decode(message.subarray(offset, end)), next: end + 1 };
};

const buildMessage = (type: string, parts: Uint8Array[]) => {
  const body = Buffer.concat(parts);
  const message = Buffer.alloc(5 + body.length);
  message.write(type, 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
};

const cString = (text: string) => Buffer.concat([encoder.encode(text), Buffer.from([0])]);

/** Gives named statements and portals of one connection a prefix of their own. */
const scopeNames = (session: Session, message: Buffer): Buffer => {
  const type = String.fromCharCode(message[0] ?? 0);
  const scoped = (name: string) => (name === '' ? '' : `c${session.id}_${name}`);
  switch (type) {
    case 'P': {
      const name = readCString(message, 5);
      if (name.text === '') return message;
      session.statements.add(scoped(name.text));
      return buildMessage('P', [cString(scoped(name.text)), message.subarray(name.next)]);
    }
    case 'B': {
      const portal = readCString(message, 5);
      const statement = readCString(message, portal.next);
      if (portal.text === '' && statement.text === '') return message;
      return buildMessage('B', [
        cString(scoped(portal.text)),
        cString(scoped(statement.text)),
        message.subarray(statement.next),
      ]);
    }
    case 'D':
    case 'C': {
      const name = readCString(message, 6);
      if (name.text === '') return message;
      if (type === 'C' && message[5] === 0x53) session.statements.delete(scoped(name.text));
      return buildMessage(type, [
        message.subarray(5, 6),
        cString(scoped(name.text)),
        message.subarray(name.next),
      ]);
    }
    case 'E': {
      const portal = readCString(message, 5);
      if (portal.text === '') return message;
      return buildMessage('E', [cString(scoped(portal.text)), message.subarray(portal.next)]);
    }
    default:
      return message;
  }
};

const start = async () => {
  const data = workerData as PgliteWorkerData;
  const db = await PGlite.create({
    ...(data.dataDir ? { dataDir: data.dataDir } : {}),
    ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {}),
  });

  const sessions = new Set<Session>();
  /** The connection inside a transaction: only it may run until it is idle again. */
  let owner: Session | undefined;
  let running = false;
  let closing = false;
  let nextId = 1;
  const drained: (() => void)[] = [];

  const nextRunnable = (): Session | undefined => {
    if (owner) return owner.batches.length > 0 ? owner : undefined;
    let oldest: Session | undefined;
    for (const session of sessions) if (session.batches.length > 0 && !oldest) oldest = session;
    return oldest;
  };
  /** Round-robin: a connection that just ran goes to the back of the line. */
  const requeue = (session: Session) => {
    if (!sessions.delete(session)) return;
    sessions.add(session);
  };

  /** Rolls back what a vanished connection left open and drops its statements (between exchanges only). */
  const cleanUp = async () => {
    if (owner?.closed) {
      owner = undefined;
      await db.exec('ROLLBACK').catch(() => undefined);
    }
    if (owner) return;
    for (const session of sessions) {
      if (!session.closed) continue;
      sessions.delete(session);
      for (const name of session.statements) {
        await db.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => undefined);
      }
    }
  };

  const pump = async () => {
    if (running) return;
    running = true;
    try {
      await runQueue();
    } catch (error) {
      // PGlite itself failed (it aborts on some fatal errors): end the thread, the server is told.
      console.error('The embedded database failed:', error);
      process.exit(1);
    } finally {
      running = false;
    }
    if (!owner && drained.length > 0 && [...sessions].every((s) => s.batches.length === 0)) {
      for (const resolve of drained.splice(0)) resolve();
    }
  };

  const runQueue = async () => {
    await cleanUp();
    for (let session = nextRunnable(); session; session = nextRunnable()) {
      const batch = session.batches.shift() as Buffer;
      const reply = await db.execProtocolRaw(batch);
      send(session, reply);
      // The last message of a finished exchange is ReadyForQuery: 'Z', length 5, status I/T/E.
      const status =
        reply.length >= 6 && reply[reply.length - 6] === 0x5a ? reply[reply.length - 1] : undefined;
      owner = status === 0x49 ? undefined : session;
      if (!owner) requeue(session);
      await cleanUp();
    }
  };

  /** A connection that went away: pump rolls back and cleans up when no exchange runs. */
  const endSession = (session: Session) => {
    session.closed = true;
    session.batches.length = 0;
    session.pending = [];
    void pump();
  };

  const onData = (session: Session, chunk: Uint8Array) => {
    session.buffer =
      session.buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([session.buffer, chunk]);
    let offset = 0;
    const buffer = session.buffer;
    while (buffer.length - offset >= 5) {
      const first = buffer.readInt32BE(offset);
      const code = buffer.length - offset >= 8 ? buffer.readInt32BE(offset + 4) : -1;
      if (first === 8 && code === SSL_REQUEST) {
        session.port.postMessage(encoder.encode('N'));
        offset += 8;
        continue;
      }
      if (first === 16 && code === CANCEL_REQUEST) {
        offset += 16; // no backend process to signal
        continue;
      }
      if (code === PROTOCOL_3) {
        // The thread serves one database as one role, whatever the client asks for: PGlite aborts on
        // an unknown role or database.
        if (buffer.length - offset < first) break;
        session.batches.push(STARTUP);
        offset += first;
        continue;
      }
      const length = 1 + buffer.readInt32BE(offset + 1);
      if (buffer.length - offset < length) break;
      const message = Buffer.from(buffer.subarray(offset, offset + length));
      offset += length;
      const type = message[0];
      if (type === 0x58 /* X: Terminate */) {
        session.port.close();
        continue;
      }
      session.pending.push(scopeNames(session, message));
      if (type === 0x53 /* Sync */ || type === 0x51 /* Query */ || type === 0x48 /* Flush */) {
        session.batches.push(Buffer.concat(session.pending));
        session.pending = [];
      }
    }
    session.buffer = offset === buffer.length ? Buffer.alloc(0) : Buffer.from(buffer.subarray(offset));
    void pump();
  };

  const connect = (port: MessagePort) => {
    const session: Session = {
      id: nextId++,
      port,
      buffer: Buffer.alloc(0),
      pending: [],
      batches: [],
      statements: new Set(),
      closed: false,
    };
    if (closing) {
      port.close();
      return;
    }
    sessions.add(session);
    port.on('message', (chunk: Uint8Array) => onData(session, chunk));
    port.on('close', () => endSession(session));
  };

  const close = async () => {
    closing = true;
    if (running || owner || [...sessions].some((s) => s.batches.length > 0)) {
      await new Promise<void>((resolve) => drained.push(resolve));
    }
    for (const session of sessions) session.port.close();
    await db.close(); // checkpoints and flushes the data directory
    post({ type: 'closed' });
    parentPort?.close();
  };

  parentPort?.on('message', (request: PgliteWorkerRequest) => {
    if (request.type === 'connect') connect(request.port);
    else if (request.type === 'close') void close();
    else if (request.type === 'dump') {
      void db.dumpDataDir('gzip').then(async (blob) => {
        const bytes = await blob.arrayBuffer();
        post({ type: 'dumped', id: request.id, data: bytes }, [bytes]);
      });
    }
  });
  post({ type: 'ready' });
};

start().catch((error: unknown) => {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
});
