// The request chime, made with the Web Audio API: two soft sine tones, no audio file to download.

type AudioContextClass = typeof AudioContext;

/** Two notes a fifth apart (A5 then E6), the second starting while the first fades. */
const NOTES = [
  { frequency: 880, start: 0 },
  { frequency: 1318.5, start: 0.14 },
] as const;
const NOTE_SECONDS = 0.45;
const PEAK_GAIN = 0.12;
/** How long a suspended context may take to resume before this chime is given up. */
const RESUME_WAIT_MS = 250;

let context: AudioContext | null = null;

const audioContextClass = (): AudioContextClass | undefined =>
  globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

/** One context for the tab (browsers cap how many a page may open), made on the first chime. */
function contextOrNull(): AudioContext | null {
  if (context) return context;
  const Context = audioContextClass();
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/** Resumes a context the autoplay policy suspended; answers whether it now runs. */
async function isRunning(audio: AudioContext): Promise<boolean> {
  if (audio.state === 'running') return true;
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, RESUME_WAIT_MS));
  // Without a gesture on this page the browser keeps the promise pending (or rejects it): skip then.
  await Promise.race([audio.resume().catch(() => undefined), timeout]);
  return (audio.state as AudioContextState) === 'running';
}

/**
 * Plays the short two-tone chime of a new session request. Silent, never throwing, where the browser
 * has no Web Audio or its autoplay rules do not let this page make a sound yet; nothing is queued
 * to sound later.
 */
export async function playChime(): Promise<void> {
  const audio = contextOrNull();
  if (!audio) return;
  try {
    if (!(await isRunning(audio))) return;
    const now = audio.currentTime;
    for (const note of NOTES) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const start = now + note.start;
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(note.frequency, start);
      // A quick rise and a long exponential fade: a soft bell, no click at either end.
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + NOTE_SECONDS);
      oscillator.connect(gain);
      gain.connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + NOTE_SECONDS + 0.05);
    }
  } catch {
    // A sound is a nicety: the toast and the refreshed list carry the news.
  }
}
