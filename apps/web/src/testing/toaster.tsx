import { ThemeProvider } from '@/components/theme/theme-provider';
import { Toaster } from '@/components/ui/sonner';

/** The app's own toaster (its labels in the language shown), with the theme it reads. */
export function AppToaster() {
  return (
    <ThemeProvider>
      <Toaster />
    </ThemeProvider>
  );
}
