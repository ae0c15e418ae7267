// The chaos run of issue 20 §4 at a larger size than `npm test` affords (apps/server/test/cluster/
// chaos.ts): the cluster behind HAProxy on a PostgreSQL and a Redis of its own, under chat, session,
// purchase and withdrawal load, through 5 SIGKILL rounds, a Redis restart and a PostgreSQL crash. Prints
// the figures: acknowledged messages lost, the books (ledger sum, wallets off balance, sessions billed
// wrong, sessions open past their deadline), reconnect p95 and the requests failed in each phase.
//
// Run: npm run bench:chaos. Options: BENCH_CHAT_PAIRS (default 20), BENCH_LIFECYCLE_PAIRS (10),
// BENCH_WITHDRAWERS (5), BENCH_KILL_ROUNDS (5), BENCH_KILL_GAP_MS (3000). Needs root (PostgreSQL runs as
// the postgres user) and builds the server first.
import os from 'node:os';
import { runChaos } from '../apps/server/test/cluster/chaos.ts';
import { buildServer } from './product-server.ts';

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, ${os.cpus().length} cores`,
);
buildServer();
const figures = await runChaos({
  chatPairs: number('BENCH_CHAT_PAIRS', 20),
  lifecyclePairs: number('BENCH_LIFECYCLE_PAIRS', 10),
  withdrawers: number('BENCH_WITHDRAWERS', 5),
  killRounds: number('BENCH_KILL_ROUNDS', 5),
  killGapMs: number('BENCH_KILL_GAP_MS', 3000),
  log: (line) => console.log(`[chaos] ${line}`),
});
const { requests, ...totals } = figures;
console.table(totals);
console.table(requests);
const broken =
  figures.messagesLost +
  figures.messagesStoredTwice +
  Math.abs(figures.ledgerSum) +
  figures.walletsOffBalance +
  figures.sessionsBilledWrong +
  figures.sessionsOpenPastDeadline +
  Object.values(requests).reduce((sum, phase) => sum + phase.internalErrors, 0);
console.log(
  broken === 0 ? 'nothing lost, nothing billed twice, no 500' : `BROKEN: ${broken} faults in the books`,
);
process.exit(broken === 0 ? 0 : 1);
