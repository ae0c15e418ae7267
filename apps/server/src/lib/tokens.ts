import { SignJWT, jwtVerify } from 'jose';
import { tokenClaimsSchema, type AuthUser, type TokenClaims } from '@app/contract';

export type TokenService = {
  sign: (user: AuthUser, tokenVersion: number) => Promise<string>;
  /** The claims of a valid token, or null for a bad, tampered, expired or foreign-algorithm token. */
  verify: (token: string) => Promise<TokenClaims | null>;
};

export const createTokenService = (secret: string, ttlHours: number): TokenService => {
  // Imported once: handing jose raw bytes would re-import the key on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: async (user, tokenVersion) =>
      new SignJWT({ ...user, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        // Every sign-in gets its own token, even two in the same second (the socket rooms tell them apart).
        .setJti(globalThis.crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(await key),
    verify: async (token) => {
      try {
        // Only HS256 is accepted: `alg: none` and every other algorithm are refused here.
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const claims = tokenClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
};
