import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

/** The whole text of a cut-short `TruncatedText`, on hover and on focus of its span. */
export function TruncatedTooltip({ text, children }: { text: string; children: ReactElement }) {
  return (
    <TooltipProvider delayDuration={300} disableHoverableContent>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent className="max-w-[min(90vw,32rem)] break-all">{text}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
