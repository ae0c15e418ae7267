import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useInFlight } from '@/hooks/use-in-flight';
import { deferred } from '@/testing/fetch';

describe('useInFlight', () => {
  it('runs one task per key at a time, even for two starts in the same tick', async () => {
    const { result } = renderHook(() => useInFlight());
    const gate = deferred<void>();
    const task = vi.fn(() => gate.promise);

    let first: Promise<void> = Promise.resolve();
    act(() => {
      // Two clicks before React re-renders: the second finds the key taken.
      first = result.current.run('row-1', task);
      void result.current.run('row-1', task);
    });
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current.isRunning('row-1')).toBe(true);
    expect(result.current.isRunning('row-2')).toBe(false);
    expect(result.current.isRunning()).toBe(true);

    // Another key is independent.
    const other = vi.fn(() => Promise.resolve());
    await act(() => result.current.run('row-2', other));
    expect(other).toHaveBeenCalledTimes(1);

    await act(async () => {
      gate.resolve();
      await first;
    });
    expect(result.current.isRunning()).toBe(false);

    // Once settled (even by a failure), the key can run again.
    const failing = vi.fn(() => Promise.reject(new Error('boom')));
    await act(() => result.current.run('row-1', failing).catch(() => undefined));
    expect(failing).toHaveBeenCalledTimes(1);
    expect(result.current.isRunning('row-1')).toBe(false);
  });
});
