#!/usr/bin/env node
// `npm test`: every check, two at a time (TEST_CONCURRENCY), each one's output printed whole when it
// ends; the first failure stops the rest. Prints a summary with the seconds and test counts of every step
// and a closing "N passed, N failed" line, and keeps the same figures in test-results/test-steps.json
// (the README's Tests section quotes a fresh clone's).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-test-'));
const CONCURRENCY = Math.max(1, Number(process.env.TEST_CONCURRENCY ?? 2));

/** The first line of a failure's message, without colour codes. */
const firstLine = (text = '') =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? '';

const vitestCounts = (file) => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const failures = report.testResults.flatMap((suite) => {
    const where = path.relative(root, suite.name);
    const tests = suite.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that failed outside its tests (a hook, an import) has no failed test of its own.
    return tests.length || suite.status !== 'failed' ? tests : [`${where}: ${firstLine(suite.message)}`];
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numPendingTests + report.numTodoTests,
    failures,
  };
};
const playwrightCounts = (file) => {
  const { stats, suites } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results.find((r) => r.error)?.error;
        // Where in the test it stopped, and on what: a log cut to its tail keeps both.
        const at = error?.location ? ` at line ${error.location.line}` : '';
        const locator = firstLine(error?.message?.match(/^\s*Locator:.*$/m)?.[0]);
        failures.push(
          `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} (${test.status})${at}: ${firstLine(error?.message)}${locator ? ` ${locator}` : ''}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites ?? []) walk(suite, []);
  return {
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky + stats.skipped,
    failures,
  };
};

const vitest = (name, cwd, args = []) => {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
    cwd,
    cmd: [
      'npx',
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    counts: () => vitestCounts(file),
  };
};

/**
 * Every step, in the order they start: the longest first, so the run ends soon after it. At most
 * CONCURRENCY steps run at once (each vitest run uses one worker on this 2-core machine), a step starts
 * once the steps it `needs` passed, and an `alone` step (the browser journeys: their own server and two
 * browsers) waits until nothing else runs.
 */
const steps = [
  vitest('web components', 'apps/web'),
  vitest('server: unit, processes, cluster, API on PostgreSQL, two processes on Redis', 'apps/server', [
    '--project=unit',
    '--project=process',
    '--project=cluster',
    '--project=api-postgres',
    '--project=multi-redis',
  ]),
  vitest('server: API on the embedded database (files tagged embedded)', 'apps/server', [
    '--project=api-pglite',
  ]),
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '-b'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'dead code (knip)', cmd: ['npx', 'knip', '--no-progress'] },
  vitest('contract unit', 'packages/contract'),
  // The production build (compiled server and contract, the web app): what the size check and the
  // journeys run.
  { name: 'build', cmd: ['node', 'scripts/build.mjs'] },
  { name: 'bundle size', cmd: ['npm', 'run', 'size', '-w', 'apps/web'], needs: ['build'] },
  {
    name: 'browser journeys (Chromium)',
    cwd: 'e2e',
    cmd: ['npx', 'playwright', 'test', '--reporter=list,json'],
    // The screens' pictures are for people to look at (`npx playwright test` in e2e/ saves them); the
    // suite keeps the checks made while taking them and skips the captures.
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json'), E2E_SKIP_SHOTS: '1' },
    counts: () => playwrightCounts(path.join(reports, 'e2e.json')),
    needs: ['build'],
    alone: true,
  },
];

const running = new Map();

/** Runs one step; unless it runs alone, its output is kept and printed whole when it ends. */
const runStep = (step) =>
  new Promise((resolve) => {
    const started = Date.now();
    const live = step.alone || CONCURRENCY === 1;
    console.log(live ? `\n━━ ${step.name} ━━` : `▶ ${step.name}`);
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: path.join(root, step.cwd ?? '.'),
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...step.env },
      detached: true,
    });
    running.set(step.name, child);
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      running.delete(step.name);
      if (!live) {
        console.log(`\n━━ ${step.name} ━━`);
        process.stdout.write(Buffer.concat(chunks));
      }
      let counts;
      try {
        counts = step.counts?.();
      } catch {
        counts = undefined;
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ name: step.name, ok: code === 0, stopped: step.stopped === true, seconds, counts });
    });
  });

/** Stops the steps still running (their whole process group) once one failed. */
const stopRunning = () => {
  for (const [name, child] of running) {
    const step = steps.find((s) => s.name === name);
    if (step) step.stopped = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}

const startedAt = Date.now();
// The contract's compiled output, which the server's test setups load (apps/server/vitest.config.ts
// would build it too, but two steps starting at once must not both write it).
spawnSync(
  process.execPath,
  ['node_modules/typescript/bin/tsc', '-b', 'packages/contract/tsconfig.build.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
const results = [];
await new Promise((finish) => {
  const waiting = [...steps];
  let active = 0;
  let failed = false;
  const passed = (name) => results.some((r) => r.name === name && r.ok);
  const schedule = () => {
    if (failed || waiting.length === 0) {
      if (active === 0) finish();
      return;
    }
    for (let i = 0; i < waiting.length && active < CONCURRENCY;) {
      const step = waiting[i];
      const ready = (step.needs ?? []).every(passed);
      if (!ready || (step.alone && active > 0)) {
        i += 1;
        continue;
      }
      waiting.splice(i, 1);
      active += step.alone ? CONCURRENCY : 1;
      void runStep(step).then((result) => {
        active -= step.alone ? CONCURRENCY : 1;
        results.push(result);
        if (!result.ok && !result.stopped && !failed) {
          failed = true;
          stopRunning();
        }
        schedule();
      });
      if (step.alone) break;
    }
    if (active === 0) finish();
  };
  schedule();
});
const order = (name) => steps.findIndex((s) => s.name === name);
results.sort((a, b) => order(a.name) - order(b.name));
const failedSteps = results.filter((r) => !r.ok && !r.stopped).map((r) => r.name);

console.log('\n━━ summary ━━');
let passed = 0;
let failed = 0;
for (const r of results) {
  const figures = r.counts ? ` ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
  console.log(`${r.ok ? 'ok  ' : r.stopped ? 'STOP' : 'FAIL'} ${r.name} (${r.seconds}s)${figures}`);
  passed += r.counts?.passed ?? 0;
  failed += r.counts?.failed ?? 0;
}
const totalSeconds = Math.round((Date.now() - startedAt) / 1000);
// The tests that failed, named once more at the end: a log cut to its tail still says what broke.
const failures = results.flatMap((r) => r.counts?.failures ?? []);
if (failures.length) {
  console.log('\nfailed tests:');
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
console.log(`total ${totalSeconds}s (load average at the end: ${os.loadavg()[0].toFixed(2)})`);
if (failedSteps.length) {
  console.log(`\nStopped at: ${failedSteps.join(', ')}`);
  failed = Math.max(failed, 1);
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);

const record = path.join(root, 'test-results', 'test-steps.json');
fs.mkdirSync(path.dirname(record), { recursive: true });
fs.writeFileSync(
  record,
  `${JSON.stringify({ finishedAt: new Date().toISOString(), totalSeconds, cores: os.cpus().length, steps: results.map(({ counts, ...r }) => ({ ...r, counts: counts && { passed: counts.passed, failed: counts.failed } })) }, null, 2)}\n`,
);
console.log(`(step figures kept in ${path.relative(root, record)})`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failedSteps.length ? 1 : 0);
