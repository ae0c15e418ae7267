import type { ReactNode } from 'react';
import { safetyMessages } from '@app/contract';
import { BanIcon, ShieldCheckIcon } from 'lucide-react';
import type { DeferredMenuProps } from '@/components/ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { BlockTarget } from '@/features/blocks/confirm-block-dialog';

/** The menu of BlockMenu (loaded on first use): block the person, or unblock them. */
export function BlockMenuDropdown({
  person,
  trigger,
  isBlocked,
  isUnblocking,
  onBlock,
  onUnblock,
  defaultOpen,
}: {
  person: BlockTarget;
  /** The menu button, as BlockMenu draws it. */
  trigger: ReactNode;
  isBlocked: boolean;
  isUnblocking: boolean;
  onBlock: () => void;
  onUnblock: () => void;
} & DeferredMenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {isBlocked ? (
          <DropdownMenuItem disabled={isUnblocking} onSelect={onUnblock}>
            <ShieldCheckIcon aria-hidden="true" />
            {safetyMessages.screens.unblockPerson(person.name)}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem variant="destructive" onSelect={onBlock}>
            <BanIcon aria-hidden="true" />
            {safetyMessages.screens.blockPerson(person.name)}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
