import { commonMessages, LOCALE_NAMES, LOCALES, type Locale } from '@app/contract';
import { setLocale, useLocale } from '@/lib/locale';
import { SegmentedRadioGroup } from '@/components/theme/segmented-radio-group';

/** Each language as the switch shows it: short, in its own script. */
const SHORT: Record<Locale, string> = { en: 'EN', hi: 'हिं' };

/**
 * English / हिन्दी as a small segmented control beside the theme's, in every header and on sign-up.
 * The choice is kept on this browser and, for someone signed in, on their account (mails and
 * notifications follow it).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();

  const choose = (next: Locale) => {
    if (next === locale) return;
    // The account's copy goes through the API client, which a visitor's first page does not load.
    void setLocale(next)
      .then(() => import('@/lib/account-locale'))
      .then(({ saveAccountLocale }) => saveAccountLocale(next));
  };

  const options = LOCALES.map((option) => ({
    value: option,
    label: LOCALE_NAMES[option],
    content: SHORT[option],
    // The other language's name is in that language; the current one's is the page's. (Chromium kept
    // the current one, set on the button itself, in empty boxes after the Devanagari font loaded.)
    lang: option === locale ? undefined : option,
  }));
  return (
    <SegmentedRadioGroup
      label={commonMessages.language}
      options={options}
      value={locale}
      onChange={choose}
      className={className}
      optionClassName="min-w-7 px-1.5 text-xs font-medium"
    />
  );
}
