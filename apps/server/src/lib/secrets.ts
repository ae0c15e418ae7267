import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/**
 * JWT_SECRET when set; otherwise a random key generated once and kept in DATA_DIR, so tokens survive
 * restarts. Several processes must share it: set JWT_SECRET (or share DATA_DIR) when you run more than one.
 */
export const resolveJwtSecret = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
};

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The VAPID key pair web push signs with (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set); otherwise a
 * P-256 pair generated once and kept in DATA_DIR/vapid-keys.json (0600). Browsers bind their push
 * subscriptions to the public key, so it must survive restarts and be the same on every process.
 */
export const resolveVapidKeys = (configured: VapidKeys | undefined, dataDir: string): VapidKeys => {
  if (configured) return configured;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'vapid-keys.json');
  // web-push pads the private key to 32 bytes (Node's ECDH may drop leading zero bytes).
  const generated: VapidKeys = webpush.generateVAPIDKeys();
  try {
    fs.writeFileSync(file, JSON.stringify(generated), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof kept.publicKey !== 'string' || typeof kept.privateKey !== 'string') {
    throw new Error(`${file} does not hold a VAPID key pair; remove it to generate a new one`);
  }
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
};
