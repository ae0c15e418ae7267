#!/usr/bin/env node
// `npm test`: every check, stopping at the first failing stage. Independent steps of a stage run side by
// side (the machine has 2 cores: at most STAGE_CONCURRENCY at a time, each one's output printed whole
// when it ends); the suites that use every core themselves run alone. Prints a summary with the seconds
// and test counts of every step and a closing "N passed, N failed" line, and keeps the same figures in
// test-results/test-steps.json (the README's Tests section quotes a fresh clone's).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-test-'));
const STAGE_CONCURRENCY = Number(process.env.TEST_CONCURRENCY ?? 2);

const vitestCounts = (file) => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numPendingTests + report.numTodoTests,
  };
};
const playwrightCounts = (file) => {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky + stats.skipped };
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

/** Each stage's steps may run side by side; a stage starts when the one before passed. */
const stages = [
  [
    { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
    { name: 'typecheck', cmd: ['npx', 'tsc', '-b'] },
    { name: 'format', cmd: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
    { name: 'dead code (knip)', cmd: ['npx', 'knip', '--no-progress'] },
    vitest('contract unit', 'packages/contract'),
    { name: 'web build', cmd: ['npm', 'run', 'build', '-w', 'apps/web'] },
  ],
  [
    vitest('server: unit, processes, API on PostgreSQL, two processes on Redis', 'apps/server', [
      '--project=unit',
      '--project=process',
      '--project=api-postgres',
      '--project=multi-redis',
    ]),
  ],
  [
    vitest('server: API on the embedded database (files tagged embedded)', 'apps/server', [
      '--project=api-pglite',
    ]),
    { name: 'bundle size', cmd: ['npm', 'run', 'size', '-w', 'apps/web'] },
  ],
  [vitest('web components', 'apps/web')],
  [
    {
      name: 'browser journeys (Chromium)',
      cwd: 'e2e',
      cmd: ['npx', 'playwright', 'test', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
      counts: () => playwrightCounts(path.join(reports, 'e2e.json')),
    },
  ],
];

/** Runs one step; with `buffered` its output is kept and printed whole at the end. */
const runStep = (step, buffered) =>
  new Promise((resolve) => {
    const started = Date.now();
    if (!buffered) console.log(`\n━━ ${step.name} ━━`);
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: path.join(root, step.cwd ?? '.'),
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...step.env },
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      if (buffered) {
        console.log(`\n━━ ${step.name} ━━`);
        process.stdout.write(Buffer.concat(chunks));
      }
      let counts;
      try {
        counts = step.counts?.();
      } catch {
        counts = undefined;
      }
      resolve({
        name: step.name,
        ok: code === 0,
        seconds: Math.round((Date.now() - started) / 1000),
        counts,
      });
    });
  });

/** Runs a stage's steps, at most STAGE_CONCURRENCY at once, in the listed order. */
const runStage = async (steps) => {
  const queue = [...steps];
  const done = [];
  const buffered = steps.length > 1 && STAGE_CONCURRENCY > 1;
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) done.push(await runStep(step, buffered));
  };
  await Promise.all(Array.from({ length: Math.min(STAGE_CONCURRENCY, steps.length) }, worker));
  return steps.map((step) => done.find((result) => result.name === step.name));
};

const startedAt = Date.now();
const results = [];
for (const stage of stages) {
  const stageResults = await runStage(stage);
  results.push(...stageResults);
  if (stageResults.some((result) => !result.ok)) break;
}
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name);

console.log('\n━━ summary ━━');
let passed = 0;
let failed = 0;
for (const r of results) {
  const figures = r.counts ? ` ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)${figures}`);
  passed += r.counts?.passed ?? 0;
  failed += r.counts?.failed ?? 0;
}
const totalSeconds = Math.round((Date.now() - startedAt) / 1000);
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
  `${JSON.stringify({ finishedAt: new Date().toISOString(), totalSeconds, cores: os.cpus().length, steps: results }, null, 2)}\n`,
);
console.log(`(step figures kept in ${path.relative(root, record)})`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failedSteps.length ? 1 : 0);
