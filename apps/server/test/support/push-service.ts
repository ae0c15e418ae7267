// A local push service: what a browser vendor's push service (FCM, Mozilla autopush, Apple) is to the
// server, on 127.0.0.1, speaking the Web Push protocol (RFC 8030) the server uses against the real ones.
// It checks every push the way they do: a VAPID Authorization header (RFC 8292: an ES256 JWT whose
// audience is this origin, expiring within 24 hours, with a contact `sub`, verified against the `k` key,
// which must be the server's public key), a TTL, and an aes128gcm body (RFC 8188), which it decrypts
// with the device keys the test made (RFC 8291), as the browser would. A device can be told to answer
// 404/410 (its subscription is gone), 500, or to hold the request unanswered.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PushDelivery = {
  deviceId: string;
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | undefined;
  /** The decrypted payload's raw text (the test checks nothing else is in it). */
  text: string;
};

type Device = {
  id: string;
  ecdh: crypto.ECDH;
  auth: Buffer;
  /** 201 (delivered), 404/410 (gone), 500 (failed) or 'hold' (never answers). */
  answer: number | 'hold';
};

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 / RFC 8188 §2: one aes128gcm record, decrypted with the device's keys. */
const decryptAes128gcm = (body: Buffer, device: Pick<Device, 'ecdh' | 'auth'>) => {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('keyid is not a P-256 public key');
  const ecdhSecret = device.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderPublicKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(device.auth, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not a final record (no 0x02 delimiter)');
  return padded.subarray(0, end).toString('utf8');
};

/** RFC 8292: checks the `vapid t=<jwt>, k=<key>` header; answers why it is refused, or undefined. */
const refusalOfVapid = (header: string | undefined, audience: string, expectedKey: string | undefined) => {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid Authorization header';
  const [, jwt = '', key = ''] = match;
  if (expectedKey && key !== expectedKey) return 'k is not the server public key';
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 key';
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (jose.alg !== 'ES256') return 'the JWT is not ES256';
  const isSigned = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) return 'bad JWT signature';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== audience) return `aud ${body.aud} is not ${audience}`;
  const now = Date.now() / 1000;
  if (typeof body.exp !== 'number' || body.exp <= now || body.exp > now + 24 * 60 * 60) return 'bad exp';
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) return 'no contact sub';
  return undefined;
};

/** Starts the push service; `vapidPublicKey` is the server's (pushes signed with another key are refused). */
export const startPushService = async (options: { vapidPublicKey?: string } = {}) => {
  const devices = new Map<string, Device>();
  const deliveries: PushDelivery[] = [];
  const refusals: string[] = [];
  const held: http.ServerResponse[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const refuse = (status: number, reason: string) => {
        refusals.push(reason);
        response.writeHead(status).end(reason);
        for (const wake of waiters) wake();
      };
      const id = /^\/push\/([a-f0-9-]+)$/.exec(request.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      if (request.method !== 'POST' || !device) return refuse(404, 'no such subscription');
      if (device.answer === 'hold') return void held.push(response);
      if (device.answer !== 201) return refuse(device.answer, `told to answer ${device.answer}`);
      const vapid = refusalOfVapid(request.headers.authorization, origin, options.vapidPublicKey);
      if (vapid) return refuse(403, vapid);
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'no TTL');
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      let text: string;
      try {
        text = decryptAes128gcm(Buffer.concat(chunks), device);
      } catch (error) {
        return refuse(400, `undecryptable: ${(error as Error).message}`);
      }
      deliveries.push({
        deviceId: device.id,
        payload: JSON.parse(text) as Record<string, unknown>,
        ttl,
        urgency: request.headers.urgency as string | undefined,
        text,
      });
      response.writeHead(201, { location: `/messages/${crypto.randomUUID()}` }).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    deliveries,
    refusals,
    /** A new browser's subscription: its own ECDH key pair and auth secret, as PushSubscription.toJSON(). */
    device() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const device: Device = { id: crypto.randomUUID(), ecdh, auth: crypto.randomBytes(16), answer: 201 };
      devices.set(device.id, device);
      return {
        id: device.id,
        subscription: {
          endpoint: `${origin}/push/${device.id}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: device.auth.toString('base64url'),
          },
        },
        answerWith: (answer: Device['answer']) => {
          device.answer = answer;
        },
        received: () => deliveries.filter((delivery) => delivery.deviceId === device.id),
      };
    },
    /** Waits until `count` pushes reached `deviceId` (fails after `ms`). */
    async waitFor(deviceId: string, count = 1, ms = 5000) {
      const has = () => deliveries.filter((delivery) => delivery.deviceId === deviceId).length >= count;
      if (has()) return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no push to ${deviceId} within ${ms} ms; refusals: ${refusals.join('; ')}`));
        }, ms);
        const wake = () => {
          if (!has()) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      });
    },
    /** How many pushes are held unanswered now. */
    holding: () => held.length,
    /** Ends the held requests unanswered (the connection drops, as a push service that went away). */
    release() {
      for (const response of held.splice(0)) response.destroy();
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type PushServiceSimulator = Awaited<ReturnType<typeof startPushService>>;
