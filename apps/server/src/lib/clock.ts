/**
 * Where the server reads the time for money and deadlines. Injectable so tests move time instead of
 * sleeping; every session and ledger timestamp is written from it, never from the database's now().
 */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
