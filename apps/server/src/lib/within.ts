/**
 * `work`, or a rejection once `ms` have passed without its answer. For calls to a store that may be
 * restarting: a driver queues commands while it reconnects, and the caller must not wait on that.
 */
export const within = async <T>(ms: number, work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
};

/** Says goodbye to Redis (QUIT), or drops the connection if Redis does not answer within a second. */
export const quitRedis = (client: { quit: () => Promise<unknown>; disconnect: () => void }) =>
  within(1000, client.quit()).then(
    () => undefined,
    () => client.disconnect(),
  );
