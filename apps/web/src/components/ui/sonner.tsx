import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { shellMessages } from '@app/contract';
import { useTheme } from '@/components/theme/theme-provider';

/** The key sonner moves focus to the toasts with (its default hotkey, alt+T), as its label writes it. */
const HOTKEY_LABEL = 'alt+T';

/** The one toaster of the app, themed with the same variables as everything else. */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      className="toaster group"
      richColors
      closeButton
      // sonner's own labels, in the language shown ('alt+T' is the key, as sonner names it).
      customAriaLabel={shellMessages.toaster.region(HOTKEY_LABEL)}
      toastOptions={{ closeButtonAriaLabel: shellMessages.toaster.close, ...toastOptions }}
      // Below the console's sticky header (3.5rem in a 0.5rem inset): a toast never covers the
      // sidebar trigger, theme toggle or account menu.
      offset={{ top: '4.5rem', right: '1rem', left: '1rem', bottom: '1rem' }}
      mobileOffset={{ top: '4.25rem', right: '0.75rem', left: '0.75rem', bottom: '0.75rem' }}
      style={
        {
          // The app's own font stack (sonner sets a system one): Hindi needs its Devanagari font.
          fontFamily: 'var(--font-sans)',
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          // Rich toasts are tinted from the palette like the status badges: text at least 4.5:1 on
          // its tint in both themes (sonner's own light-theme text is 4.25-4.4:1).
          '--success-bg': 'color-mix(in oklab, var(--success) 10%, var(--popover))',
          '--success-border': 'color-mix(in oklab, var(--success) 30%, var(--popover))',
          '--success-text': 'var(--success)',
          '--error-bg': 'color-mix(in oklab, var(--destructive) 10%, var(--popover))',
          '--error-border': 'color-mix(in oklab, var(--destructive) 30%, var(--popover))',
          '--error-text': 'var(--destructive)',
          '--warning-bg': 'color-mix(in oklab, var(--warning) 10%, var(--popover))',
          '--warning-border': 'color-mix(in oklab, var(--warning) 30%, var(--popover))',
          '--warning-text': 'var(--warning)',
          '--info-bg': 'color-mix(in oklab, var(--info) 10%, var(--popover))',
          '--info-border': 'color-mix(in oklab, var(--info) 30%, var(--popover))',
          '--info-text': 'var(--info)',
        } as CSSProperties
      }
      {...props}
    />
  );
}
