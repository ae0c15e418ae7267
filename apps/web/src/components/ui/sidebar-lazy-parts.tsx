// The sidebar's parts that only some screens need, loaded when they are: the tooltips of icon-only
// entries (a desktop sidebar collapsed to icons) and the phone drawer (once it is opened). A page on a
// phone, or with the sidebar expanded, downloads neither (Radix tooltip, dialog and their layers).
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { shellMessages } from '@app/contract';

/** An icon-only entry's name beside it (delay 0 as the spec asks: it must name itself at once). */
export function SidebarTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <TooltipProvider delayDuration={0}>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side="right" align="center">
          {label}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

/** The sidebar as a left drawer below 768 px. */
export function SidebarSheet({
  open,
  onOpenChange,
  width,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  width: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        data-sidebar="sidebar"
        data-slot="sidebar"
        data-mobile="true"
        side="left"
        showCloseButton={false}
        className="w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground [&>button]:hidden"
        style={{ '--sidebar-width': width } as CSSProperties}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>{shellMessages.console.navigation}</SheetTitle>
          <SheetDescription>{shellMessages.console.navigationDescription}</SheetDescription>
        </SheetHeader>
        <div className="flex h-full w-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
