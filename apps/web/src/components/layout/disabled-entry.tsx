import type { NavItem } from '@/components/layout/nav-types';
import { SidebarMenuButton, useSidebar } from '@/components/ui/sidebar';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { shellMessages } from '@app/contract';

/**
 * An entry that cannot be followed yet. It stays focusable (aria-disabled, not disabled) so that
 * keyboard and pointer users alike can reach its tooltip, which says why it is closed.
 */
export function DisabledEntry({ item, reason }: { item: NavItem; reason: string }) {
  const { isMobile } = useSidebar();
  return (
    <TooltipProvider delayDuration={0}>
      <Tooltip>
        <TooltipTrigger asChild>
          <SidebarMenuButton
            aria-disabled="true"
            onClick={(event) => event.preventDefault()}
            className="cursor-not-allowed aria-disabled:pointer-events-auto hover:bg-transparent hover:text-sidebar-foreground active:bg-transparent"
          >
            <item.icon />
            <span>{item.title}</span>
          </SidebarMenuButton>
        </TooltipTrigger>
        {/* On a phone the drawer shows the notice above the entries instead. */}
        <TooltipContent side="right" align="center" hidden={isMobile}>
          {shellMessages.console.closedEntry(item.title, reason)}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
