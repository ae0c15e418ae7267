/**
 * The token of an `Authorization: Bearer <token>` header, or null. The one parser for every way a
 * token arrives (HTTP routes, optional sign-in, the socket handshake's headers).
 */
export const bearerToken = (header: string | undefined): string | null => {
  if (!header) return null;
  const match = /^bearer +(\S+) *$/i.exec(header);
  return match?.[1] ?? null;
};
