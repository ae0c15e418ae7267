import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type BusyButtonProps = ComponentProps<typeof Button> & {
  /** While true the button is disabled and shows a spinner in place of its icon. */
  busy: boolean;
  /** The text while busy (the spec's 'Logging in...', 'Saving...'); the normal text otherwise. */
  busyLabel?: ReactNode;
  icon?: ReactNode;
};

/**
 * A button that shows its request in flight. The spinner is hidden from assistive technology, so the
 * button's accessible name is its text ('Saving...'), not 'Loading Saving...'.
 */
export function BusyButton({ busy, busyLabel, icon, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button {...props} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? <Spinner aria-hidden="true" role={undefined} /> : icon}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
