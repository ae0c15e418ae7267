/**
 * The sending loop of a database outbox (mail, push): `wake` starts a drain that claims due rows in
 * batches and hands each to `send` until none is left; a wake during a drain makes it look again when
 * it ends, so at most one drain runs per process. `start` also drains every `sweepMs`, for rows other
 * processes left (a crashed sender's lease runs out) and retries that came due. Claiming is the
 * outbox's own (SKIP LOCKED with a lease), so any number of processes drain one outbox.
 */
export const createOutboxDrain = <Row>({
  claim,
  send,
  sweepMs,
  parallel = false,
  log,
  failure,
}: {
  /** Claims the next due rows (an empty batch ends the drain). */
  claim: () => Promise<Row[]>;
  /** Sends one row and settles it (removed, or deferred); a throw is logged and ends the drain. */
  send: (row: Row) => Promise<void>;
  sweepMs: number;
  /** Send a batch's rows at once (each to a different recipient) rather than one after another. */
  parallel?: boolean;
  log: { error: (object: unknown, message: string) => void };
  failure: string;
}) => {
  let draining: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const drain = async () => {
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return;
      if (parallel) await Promise.all(batch.map(send));
      else for (const row of batch) await send(row);
    }
  };

  const wake = () => {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        draining = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  };

  return {
    wake,
    /** Resolves once every row due now has been sent or deferred (tools and tests). */
    flush: async () => {
      wake();
      while (draining) await draining;
    },
    /** Sends what earlier runs or other processes left behind, now and every `sweepMs`. */
    start: () => {
      wake();
      timer = setInterval(wake, sweepMs);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await draining;
    },
  };
};
