import { toast } from 'sonner';
import { ShieldCheckIcon } from 'lucide-react';
import { clientMessages, formatDateTime, safetyMessages, usersMessages, type Block } from '@app/contract';
import { PersonAvatar } from '@/components/people/person-cell';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useBlocks, useUnblock } from '@/features/blocks/api/blocks';
import { serverMessageOr } from '@/lib/api-error';
import { cn } from '@/lib/utils';

function BlockedPerson({ block }: { block: Block }) {
  const unblock = useUnblock();
  const name = block.name || usersMessages.deletedName;
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex items-center gap-3">
        <PersonAvatar name={name} picture={null} className="size-9 shrink-0" />
        <div className="grid min-w-0 flex-1 leading-tight">
          <span className="truncate font-medium">{name}</span>
          <span className="text-xs text-muted-foreground">
            {safetyMessages.screens.blockedOn(
              formatDateTime(new Date(block.blockedAt), { day: 'numeric', month: 'short', year: 'numeric' }),
            )}
          </span>
        </div>
        <BusyButton
          variant="outline"
          size="sm"
          busy={unblock.isPending}
          busyLabel={safetyMessages.screens.unblocking}
          aria-label={unblock.isPending ? undefined : safetyMessages.screens.unblockPerson(name)}
          onClick={() =>
            unblock.mutate(block.userId, {
              onSuccess: (answer) => void toast.success(answer.message),
            })
          }
        >
          {safetyMessages.screens.unblock}
        </BusyButton>
      </div>
      {unblock.isError && (
        <Alert variant="destructive">
          <AlertDescription>{serverMessageOr(unblock.error, clientMessages.networkError)}</AlertDescription>
        </Alert>
      )}
    </li>
  );
}

/** The people the signed-in person blocked, each with Unblock; customers' settings and listeners' account. */
export function BlockedPeopleCard({
  title,
  description,
  className,
}: {
  title: string;
  description: string;
  className?: string;
}) {
  const blocks = useBlocks();
  let content;
  if (blocks.data) {
    content =
      blocks.data.length === 0 ? (
        <div className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-5 text-sm text-muted-foreground">
          <ShieldCheckIcon className="size-5 shrink-0" aria-hidden="true" />
          <p>{safetyMessages.noBlocks}</p>
        </div>
      ) : (
        <ul aria-label={title} className="divide-y">
          {blocks.data.map((block) => (
            <BlockedPerson key={block.userId} block={block} />
          ))}
        </ul>
      );
  } else if (blocks.isError) {
    content = (
      <LoadErrorAlert
        title={safetyMessages.screens.blocksLoadFailed}
        message={serverMessageOr(blocks.error, clientMessages.networkError)}
        onRetry={() => void blocks.refetch()}
        isRetrying={blocks.isFetching}
      />
    );
  } else {
    content = (
      <div className="grid gap-3">
        <p role="status" className="sr-only">
          {safetyMessages.screens.loading}
        </p>
        {[0, 1].map((row) => (
          <div key={row} className="flex items-center gap-3" aria-hidden="true">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <Card className={cn('gap-4', className)}>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
