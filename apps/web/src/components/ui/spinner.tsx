import type { ComponentProps } from 'react';
import { Loader2Icon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { frameMessages } from '@app/contract';

export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <Loader2Icon
      role="status"
      aria-label={frameMessages.loadingShort}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}
