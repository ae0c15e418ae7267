/**
 * Gathers work that arrives while the database is busy into batches, so that many requests share one
 * statement and one round trip (chat's group commit, the polled lists' reads). Nothing waits for a batch
 * to fill: under light load every item goes on its own at the next turn of the event loop, and batches
 * grow only with the queue. `run` settles every item of its batch itself and never rejects.
 */
export const createStatementBatcher = <T>(
  run: (batch: T[]) => Promise<void>,
  { maxBatch, maxInFlight }: { maxBatch: number; maxInFlight: number },
) => {
  const queue: T[] = [];
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || inFlight >= maxInFlight || queue.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      const batch = queue.splice(0, maxBatch);
      if (batch.length === 0) return;
      inFlight += 1;
      void run(batch).finally(() => {
        inFlight -= 1;
        schedule();
      });
      schedule();
    });
  };

  return (item: T) => {
    queue.push(item);
    schedule();
  };
};

/** What a batch's item is settled with when its statement threw. */
export const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
