/**
 * Runs `pass` every `intervalMs` in this process: never two passes at once (a pass still running when
 * the next is due is not started again), never keeping the process alive, a failed pass logged with
 * `failure` and retried at the next tick. `runAtStart` also runs one pass at once. Returns the stop call.
 * The background jobs (deadline sweep, presence heartbeat, orphan files, dashboard fold, purchase
 * reconciliation) all run through it.
 */
export const startPeriodicJob = (
  pass: () => Promise<unknown>,
  {
    intervalMs,
    log,
    failure,
    runAtStart = false,
  }: {
    intervalMs: number;
    log: { error: (object: unknown, message: string) => void };
    failure: string;
    runAtStart?: boolean;
  },
) => {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    pass()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = false;
      });
  };
  if (runAtStart) tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
