import { useCallback, useRef, useState } from 'react';

/**
 * Requests in flight, by key (a table row's id, a dialog's action). `run(key, task)` starts the task
 * unless the same key's task still runs: the guard is a ref, set before anything awaits, so even two
 * clicks in one frame (before React has re-rendered the button as disabled, and before TanStack
 * Query reports `isPending`, which it does a tick later) give one request. `isRunning` is for
 * `disabled`: with a key, that key; without, any.
 */
export function useInFlight<K extends string = string>() {
  const running = useRef(new Set<K>());
  const [snapshot, setSnapshot] = useState<ReadonlySet<K>>(() => new Set());

  const run = useCallback(async (key: K, task: () => Promise<unknown>): Promise<void> => {
    if (running.current.has(key)) return;
    running.current.add(key);
    setSnapshot(new Set(running.current));
    try {
      await task();
    } finally {
      running.current.delete(key);
      setSnapshot(new Set(running.current));
    }
  }, []);

  const isRunning = useCallback(
    (key?: K) => (key === undefined ? snapshot.size > 0 : snapshot.has(key)),
    [snapshot],
  );

  return { run, isRunning };
}
