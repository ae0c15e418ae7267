import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { safetyMessages } from '@app/contract';
import { ConfirmDialog, useLastValue } from '@/components/ui/confirm-dialog';
import { useBlock } from '@/features/blocks/api/blocks';

export type BlockTarget = { id: string; name: string };

/**
 * 'Block Asha Rao?': says what blocking does, then blocks. The server's refusal stays in the dialog;
 * success closes it with a toast and runs `onBlocked` (e.g. leave the blocked listener's page).
 */
export function ConfirmBlockDialog({
  person,
  description,
  onClose,
  onBlocked,
  onCloseAutoFocus,
}: {
  /** Who to block; null closes the dialog. */
  person: BlockTarget | null;
  description: (name: string) => ReactNode;
  onClose: () => void;
  onBlocked?: () => void;
  /** Where focus goes when the dialog closes (see useReturnFocus). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const block = useBlock();
  // The words stay while the dialog closes (its target is cleared at once).
  const shown = useLastValue(person);
  return (
    <ConfirmDialog
      open={person !== null}
      title={safetyMessages.screens.blockTitle(shown?.name ?? '')}
      description={shown ? description(shown.name) : null}
      confirmLabel={safetyMessages.screens.block}
      busyLabel={safetyMessages.screens.blocking}
      destructive
      onCancel={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      onConfirm={async () => {
        if (!person) return;
        const blocked = await block.mutateAsync(person.id);
        toast.success(safetyMessages.blocked(blocked.name || person.name));
        onClose();
        onBlocked?.();
      }}
    />
  );
}
