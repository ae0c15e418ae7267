// Loaded into the server process by the chat bench (`node --import tsx --import ./bench/chat-probe.ts`):
// once a second it appends one JSON line to BENCH_PROBE_FILE with that second's event-loop delay (p99 and
// max, ms) and the time spent in garbage collection (ms). The server's code is untouched; the bench reads
// the lines of its measured window to tell a busy or pausing server from a slow database or client.
import fs from 'node:fs';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  // The histogram holds whole timer intervals: the delay is what exceeds the 5 ms interval.
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const late = (ns: number) => Math.max(0, ns / 1e6 - 5);
  delay.enable();
  let gcMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  }).observe({ entryTypes: ['gc'] });
  setInterval(() => {
    const line = { t: Date.now(), p99: late(delay.percentile(99)), max: late(delay.max), gcMs };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
    delay.reset();
    gcMs = 0;
  }, 1000).unref();
}
