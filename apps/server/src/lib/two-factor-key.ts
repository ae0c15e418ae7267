import crypto from 'node:crypto';

/**
 * The key material of two-step sign-in, derived from one secret (TWO_FACTOR_KEY, or the JWT secret when
 * that is unset): an AES-256-GCM key for the TOTP keys at rest, an HMAC key for the recovery codes'
 * hashes, and an HMAC key for the short-lived sign-in challenges. Each is a separate HKDF output, so
 * none can stand in for another (a challenge is never an access token).
 */
export const createTwoFactorKeys = (secret: string) => {
  const derive = (purpose: string) =>
    Buffer.from(crypto.hkdfSync('sha256', secret, 'listenwell-two-factor', purpose, 32));
  const encryptionKey = derive('totp-secret-encryption');
  const recoveryKey = derive('recovery-code-hash');
  const challengeKey = derive('sign-in-challenge');

  return {
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url); the account id is bound as associated data. */
    encrypt(userId: string, plain: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(Buffer.from(userId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(userId: string, stored: string): string {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable two-factor key');
      const decipher = crypto.createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(userId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    /** A recovery code's keyed hash (the code normalised: no dash, upper case). */
    hashRecoveryCode(userId: string, code: string): string {
      return crypto.createHmac('sha256', recoveryKey).update(`${userId}\n${code}`).digest('base64url');
    },
    challengeKey,
  };
};
export type TwoFactorKeys = ReturnType<typeof createTwoFactorKeys>;
