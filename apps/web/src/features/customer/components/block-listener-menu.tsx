import { useState } from 'react';
import { toast } from 'sonner';
import { BanIcon, EllipsisVerticalIcon, ShieldCheckIcon } from 'lucide-react';
import { messages } from '@app/contract';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useBlocks, useUnblock } from '@/features/blocks/api/blocks';
import { ConfirmBlockDialog, type BlockTarget } from '@/features/blocks/confirm-block-dialog';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { serverMessageOr } from '@/lib/api-error';

const describeBlock = (name: string, sessionOpen: boolean) =>
  `${name} will no longer appear in your list of listeners, and cannot be asked for a session. ${
    sessionOpen ? 'This session goes on until you end it. ' : ''
  }You can unblock them at any time in Settings.`;

/**
 * The "More options" menu of a listener's page and of a session: block the listener (after a
 * confirmation), or unblock them when they are already blocked.
 */
export function BlockListenerMenu({
  listener,
  sessionOpen = false,
  onBlocked,
}: {
  listener: BlockTarget;
  /** On the screen of a session that is still open (blocking does not end it). */
  sessionOpen?: boolean;
  onBlocked?: () => void;
}) {
  const [target, setTarget] = useState<BlockTarget | null>(null);
  const { remember, restore } = useReturnFocus();
  const blocks = useBlocks();
  const unblock = useUnblock();
  const isBlocked = blocks.data?.some((block) => block.userId === listener.id) ?? false;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="More options">
            <EllipsisVerticalIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          {isBlocked ? (
            <DropdownMenuItem
              disabled={unblock.isPending}
              onSelect={() =>
                unblock.mutate(listener.id, {
                  onSuccess: (answer) => void toast.success(answer.message),
                  onError: (error) => void toast.error(serverMessageOr(error, messages.client.networkError)),
                })
              }
            >
              <ShieldCheckIcon aria-hidden="true" />
              Unblock {listener.name}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              variant="destructive"
              onSelect={() => {
                remember();
                setTarget(listener);
              }}
            >
              <BanIcon aria-hidden="true" />
              Block {listener.name}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmBlockDialog
        person={target}
        description={(name) => describeBlock(name, sessionOpen)}
        onClose={() => setTarget(null)}
        onBlocked={onBlocked}
        onCloseAutoFocus={restore}
      />
    </>
  );
}
