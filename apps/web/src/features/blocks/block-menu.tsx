import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { toast } from 'sonner';
import { EllipsisVerticalIcon, MoreHorizontalIcon } from 'lucide-react';
import { clientMessages, safetyMessages } from '@app/contract';
import { Button } from '@/components/ui/button';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { useBlocks, useUnblock } from '@/features/blocks/api/blocks';
import type { BlockTarget } from '@/features/blocks/confirm-block-dialog';

// The menu and its confirmation load their Radix code when used, not with the page that shows them.
const loadBlockMenuDropdown = () => import('@/features/blocks/block-menu-dropdown');
const BlockMenuDropdown = lazy(async () => ({ default: (await loadBlockMenuDropdown()).BlockMenuDropdown }));
const ConfirmBlockDialog = lazy(async () => ({
  default: (await import('@/features/blocks/confirm-block-dialog')).ConfirmBlockDialog,
}));
import { useReturnFocus } from '@/hooks/use-return-focus';
import { serverMessageOr } from '@/lib/api-error';

/**
 * A "More options" menu that blocks someone (after a confirmation) or, when they are blocked already,
 * unblocks them: a customer blocks a listener, a listener a customer they talked to.
 */
export function BlockMenu({
  person,
  describe,
  triggerLabel = safetyMessages.screens.moreOptions,
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
  const [dialogUsed, setDialogUsed] = useState(false);
  const { remember, restore } = useReturnFocus();
  const blocks = useBlocks();
  const unblock = useUnblock();
  const isBlocked = blocks.data?.some((block) => block.userId === person.id) ?? false;

  const trigger = (props: Omit<ComponentProps<typeof Button>, 'children'>) => (
    <Button variant="ghost" size={size} aria-label={triggerLabel} {...props}>
      {icon === 'vertical' ? (
        <EllipsisVerticalIcon aria-hidden="true" />
      ) : (
        <MoreHorizontalIcon aria-hidden="true" />
      )}
    </Button>
  );

  return (
    <>
      <DeferredMenu load={loadBlockMenuDropdown} placeholder={trigger}>
        {(deferred) => (
          <BlockMenuDropdown
            person={person}
            trigger={trigger({})}
            isBlocked={isBlocked}
            isUnblocking={unblock.isPending}
            onUnblock={() =>
              unblock.mutate(person.id, {
                onSuccess: (answer) => void toast.success(answer.message),
                onError: (error) => void toast.error(serverMessageOr(error, clientMessages.networkError)),
              })
            }
            onBlock={() => {
              remember();
              setTarget(person);
              setDialogUsed(true);
            }}
            {...deferred}
          />
        )}
      </DeferredMenu>
      {/* The confirmation's code loads when it is first asked for; it stays mounted to close gently. */}
      {dialogUsed && (
        <Suspense fallback={null}>
          <ConfirmBlockDialog
            person={target}
            description={describe}
            onClose={() => setTarget(null)}
            onBlocked={onBlocked}
            onCloseAutoFocus={restore}
          />
        </Suspense>
      )}
    </>
  );
}
