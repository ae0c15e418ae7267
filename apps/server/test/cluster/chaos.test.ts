// Issue 20 §4, at the size `npm test` can afford (bench/chaos.ts runs it larger): see chaos.ts.
import { expect, it } from 'vitest';
import { runChaos } from './chaos.ts';

it('loses no acknowledged message and no coin across SIGKILLs, a Redis restart and a PostgreSQL crash', async () => {
  const figures = await runChaos({
    chatPairs: 4,
    lifecyclePairs: 4,
    withdrawers: 2,
    killRounds: 3,
    killGapMs: 2000,
    log: (line) => process.stdout.write(`[chaos] ${line}\n`),
  });
  process.stdout.write(`[chaos] figures ${JSON.stringify(figures)}\n`);
  // The load did its work through every fault.
  expect(figures.messagesAcknowledged).toBeGreaterThan(100);
  expect(figures.sessionsCompleted).toBeGreaterThan(10);
  expect(figures.purchasesConfirmed).toBeGreaterThan(5);
  expect(figures.withdrawalsRequested).toBeGreaterThan(5);
  expect(figures.reconnects).toBeGreaterThanOrEqual(3);
  // The socket fan-out came back after Redis did: live relays work again in every chat.
  expect(figures.relayedAfterFaults).toBe(4);
  // Nothing acknowledged is lost, nothing is stored or billed twice, the books balance.
  expect(figures.messagesLost).toBe(0);
  expect(figures.messagesStoredTwice).toBe(0);
  expect(figures.ledgerSum).toBe(0);
  expect(figures.walletsOffBalance).toBe(0);
  expect(figures.sessionsBilledWrong).toBe(0);
  expect(figures.sessionsOpenPastDeadline).toBe(0);
  // A failure during a fault is a clear 503 (or the balancer's), never a 500 with a stack.
  for (const phase of Object.values(figures.requests)) expect(phase.internalErrors).toBe(0);
  expect(figures.requests.steady.failed).toBe(0);
}, 300_000);
