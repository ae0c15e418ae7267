import { sessionScreensMessages, type Mood } from '@app/contract';
import { cn } from '@/lib/utils';

// One colour per mood, tinted like the status badges; -700 on light and -300 on dark keep AA contrast.
const moodClasses: Record<Mood, string> = {
  happy: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  sad: 'border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300',
  angry: 'border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300',
  neutral: 'border-zinc-500/30 bg-zinc-500/10 text-zinc-700 dark:text-zinc-300',
  excited: 'border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300',
  frustrated: 'border-orange-500/30 bg-orange-500/10 text-orange-700 dark:text-orange-300',
};

/** The customer's mood as they gave it (in the language shown), in its colour. */
export function MoodBadge({ mood }: { mood: Mood }) {
  return (
    <span
      data-mood={mood}
      className={cn(
        'inline-flex w-fit items-center rounded-md border px-2 py-0.5 text-xs font-medium capitalize',
        moodClasses[mood],
      )}
    >
      {sessionScreensMessages.moodLabels[mood]}
    </span>
  );
}
