import {
  AngryIcon,
  AnnoyedIcon,
  FrownIcon,
  LaughIcon,
  MehIcon,
  SmileIcon,
  type LucideIcon,
} from 'lucide-react';
import { LANGUAGES, type Mood } from '@app/contract';

/**
 * How each of the spec's six moods is offered to the customer. Icons, not emoji: emoji depend on the
 * device's fonts (a missing one shows as an empty box).
 */
export const moodOptions: Record<Mood, { label: string; icon: LucideIcon }> = {
  happy: { label: 'Happy', icon: SmileIcon },
  sad: { label: 'Sad', icon: FrownIcon },
  angry: { label: 'Angry', icon: AngryIcon },
  neutral: { label: 'Neutral', icon: MehIcon },
  excited: { label: 'Excited', icon: LaughIcon },
  frustrated: { label: 'Frustrated', icon: AnnoyedIcon },
};

export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: string | null | undefined): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
