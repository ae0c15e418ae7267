import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { commonMessages } from '@app/contract';
import { THEMES, type Theme } from '@/config/storage';
import { useTheme } from '@/components/theme/theme-provider';
import { SegmentedRadioGroup } from '@/components/theme/segmented-radio-group';

const ICONS: Record<Theme, typeof SunIcon> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };
const LABELS: Record<Theme, () => string> = {
  light: () => commonMessages.themeLight,
  dark: () => commonMessages.themeDark,
  system: () => commonMessages.themeSystem,
};

/** Light / Dark / System as one small segmented control. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const options = THEMES.map((option) => {
    const Icon = ICONS[option];
    return {
      value: option,
      label: LABELS[option](),
      content: <Icon className="size-3.5" aria-hidden="true" />,
    };
  });
  return (
    <SegmentedRadioGroup
      label={commonMessages.theme}
      options={options}
      value={theme}
      onChange={setTheme}
      className={className}
      optionClassName="w-7"
    />
  );
}
