// What the chat's filters cost per message (issue 21 §1): every stored message goes through the contact
// filter, the crisis list and the abusive-language list (apps/server/src/modules/chat/chat.service.ts,
// flagsOf). Timed here alone, in this process, on a corpus of ordinary chat lines in English, Hinglish
// and Hindi (what nearly every message is) and, separately, on lines the lists do match (rare, and allowed
// to cost more). Each figure is the median of BENCH_ROUNDS rounds of the whole corpus, after a warm-up
// that lets V8 compile and tier up the expressions.
//
// Run: npm run bench:chat-filters. Options: BENCH_ROUNDS (default 15), BENCH_REPEAT (corpus passes per
// round, default 200).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  detectAbuse,
  detectCrisis,
  maskContactDetails,
  normaliseForMatching,
  screenMessage,
} from '@app/contract';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 200);

const ordinary = [
  'hi',
  'Hello, how are you today?',
  'I had a really long day at work and my manager keeps piling things on me',
  'haan yaar, bas thoda stress hai exams ka',
  'mujhe samajh nahi aa raha ki ghar pe kaise baat karun',
  'Thank you so much for listening, it really helped 🙏',
  'नमस्ते, आज मेरा मन बहुत उदास है',
  'मैं अपनी पढ़ाई को लेकर परेशान हूँ, कुछ समझ नहीं आ रहा',
  'okay',
  'My sister and I fought again last night about the wedding plans and now nobody at home is talking to me',
  'kal se diet start karungi lol',
  'Can we talk about my relationship? It has been on my mind all week.',
];
const matching = [
  'I want to kill myself',
  'sometimes i feel like there is nothing left to live for',
  'ab zinda nahi rehna mujhe',
  'you are such an idiot',
  'call me at 98765 43210 or mail me@example.com',
  'मैं मर जाना चाहता हूँ',
];

const time = (lines: readonly string[], work: (line: string) => unknown) => {
  // Warm-up: V8 tiers the expressions and the code up to machine code only after many runs.
  for (let i = 0; i < 2000; i += 1) for (const line of lines) work(line);
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let i = 0; i < REPEAT; i += 1) for (const line of lines) work(line);
    rounds.push(((performance.now() - start) * 1000) / (REPEAT * lines.length));
  }
  rounds.sort((a, b) => a - b);
  return rounds[Math.floor(rounds.length / 2)] ?? 0;
};

const steps: [string, (line: string) => unknown][] = [
  ['normalise', normaliseForMatching],
  ['contact filter', maskContactDetails],
  ['crisis list', detectCrisis],
  ['abuse list', detectAbuse],
  ['all three, as the server runs them (screenMessage)', screenMessage],
];

console.log(
  `chat filters: µs per message, median of ${ROUNDS} rounds × ${REPEAT} passes; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const [corpus, lines] of [
  ['ordinary messages', ordinary],
  ['messages a list matches', matching],
] as const) {
  console.log(`\n${corpus} (${lines.length} lines)`);
  for (const [name, work] of steps)
    console.log(`  ${name.padEnd(52)} ${time(lines, work).toFixed(2).padStart(8)} µs`);
}
