import {
  AngryIcon,
  AnnoyedIcon,
  FrownIcon,
  LaughIcon,
  MehIcon,
  SmileIcon,
  type LucideIcon,
} from 'lucide-react';
import { customerScreensMessages as m, LANGUAGES, type Mood } from '@app/contract';

/**
 * How each of the spec's six moods is offered to the customer. Icons, not emoji: emoji depend on the
 * device's fonts (a missing one shows as an empty box).
 */
export const moodIcons: Record<Mood, LucideIcon> = {
  happy: SmileIcon,
  sad: FrownIcon,
  angry: AngryIcon,
  neutral: MehIcon,
  excited: LaughIcon,
  frustrated: AnnoyedIcon,
};

/** A mood's word in the language shown. */
export const moodLabel = (mood: Mood): string => m.moods[mood];

export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: string | null | undefined): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
