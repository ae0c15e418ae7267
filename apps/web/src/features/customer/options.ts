import { LANGUAGES, type Mood } from '@app/contract';

/** How each of the spec's six moods is offered to the customer. */
export const moodOptions: Record<Mood, { label: string; emoji: string }> = {
  happy: { label: 'Happy', emoji: '😊' },
  sad: { label: 'Sad', emoji: '😢' },
  angry: { label: 'Angry', emoji: '😠' },
  neutral: { label: 'Neutral', emoji: '😐' },
  excited: { label: 'Excited', emoji: '🤩' },
  frustrated: { label: 'Frustrated', emoji: '😣' },
};

export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: string | null | undefined): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
