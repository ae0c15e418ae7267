import { useState } from 'react';
import { toast } from 'sonner';
import { BanIcon, EllipsisVerticalIcon, MoreHorizontalIcon, ShieldCheckIcon } from 'lucide-react';
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

/**
 * A "More options" menu that blocks someone (after a confirmation) or, when they are blocked already,
 * unblocks them: a customer blocks a listener, a listener a customer they talked to.
 */
export function BlockMenu({
  person,
  describe,
  triggerLabel = 'More options',
  size = 'icon',
  icon = 'vertical',
  onBlocked,
}: {
  person: BlockTarget;
  /** What blocking this person does, for the confirmation. */
  describe: (name: string) => string;
  /** The menu button's name (a row's menu names its row: 'Actions for Priya Shah'). */
  triggerLabel?: string;
  size?: 'icon' | 'icon-sm';
  /** A table row's menu is '…' like the other tables' row menus; a page's is a vertical kebab. */
  icon?: 'vertical' | 'horizontal';
  onBlocked?: () => void;
}) {
  const [target, setTarget] = useState<BlockTarget | null>(null);
  const { remember, restore } = useReturnFocus();
  const blocks = useBlocks();
  const unblock = useUnblock();
  const isBlocked = blocks.data?.some((block) => block.userId === person.id) ?? false;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size={size} aria-label={triggerLabel}>
            {icon === 'vertical' ? (
              <EllipsisVerticalIcon aria-hidden="true" />
            ) : (
              <MoreHorizontalIcon aria-hidden="true" />
            )}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          {isBlocked ? (
            <DropdownMenuItem
              disabled={unblock.isPending}
              onSelect={() =>
                unblock.mutate(person.id, {
                  onSuccess: (answer) => void toast.success(answer.message),
                  onError: (error) => void toast.error(serverMessageOr(error, messages.client.networkError)),
                })
              }
            >
              <ShieldCheckIcon aria-hidden="true" />
              Unblock {person.name}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              variant="destructive"
              onSelect={() => {
                remember();
                setTarget(person);
              }}
            >
              <BanIcon aria-hidden="true" />
              Block {person.name}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmBlockDialog
        person={target}
        description={describe}
        onClose={() => setTarget(null)}
        onBlocked={onBlocked}
        onCloseAutoFocus={restore}
      />
    </>
  );
}
