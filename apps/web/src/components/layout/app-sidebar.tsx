import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PRODUCT_NAME, routes, shellMessages } from '@app/contract';
import { LogoMark } from '@/components/layout/logo';
import type { NavGroup } from '@/components/layout/nav-types';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from '@/components/ui/sidebar';

export type AppSidebarProps = {
  groups: NavGroup[];
  /** Subtitle under the product name, e.g. 'Admin console'. */
  subtitle: string;
  /**
   * Set when the entries are shown but cannot be followed (a listener waiting for approval): why,
   * shown as each entry's tooltip.
   */
  disabledReason?: string;
  /** Starts loading a destination (its code and data) when its link is hovered or focused. */
  onPreload?: (url: string) => void;
  /** Shown above the entries, e.g. why they are disabled. */
  notice?: ReactNode;
  footer: ReactNode;
};

function isActivePath(pathname: string, url: string): boolean {
  // The home entry (/dashboard) is a prefix of every other path: match it exactly.
  return url === routes.dashboard ? pathname === url : pathname === url || pathname.startsWith(`${url}/`);
}

// An unapproved listener's closed entries explain themselves in a tooltip (Radix): that code loads
// for them only. Until it is in, the entries are not drawn (no trigger that would be replaced).
const DisabledEntry = lazy(async () => ({
  default: (await import('@/components/layout/disabled-entry')).DisabledEntry,
}));

export function AppSidebar({ groups, subtitle, disabledReason, onPreload, notice, footer }: AppSidebarProps) {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  const preload = (url: string) => onPreload?.(url);
  return (
    <Sidebar>
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild tooltip={shellMessages.console.homeTooltip(subtitle)}>
              <Link
                to={routes.dashboard}
                onClick={() => setOpenMobile(false)}
                onPointerEnter={() => preload(routes.dashboard)}
                onFocus={() => preload(routes.dashboard)}
              >
                <LogoMark />
                <span className="grid flex-1 text-left text-sm leading-tight">
                  <span className="truncate font-semibold">{PRODUCT_NAME}</span>
                  <span className="truncate text-xs text-muted-foreground">{subtitle}</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        {notice && <div className="px-2 group-data-[collapsible=icon]:hidden">{notice}</div>}
        {groups.map((group) => (
          <SidebarGroup key={group.label}>
            <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
            <SidebarMenu>
              {group.items.map((item) => {
                const isActive = isActivePath(pathname, item.url);
                return (
                  <SidebarMenuItem key={item.url}>
                    {disabledReason ? (
                      <Suspense fallback={null}>
                        <DisabledEntry item={item} reason={disabledReason} />
                      </Suspense>
                    ) : (
                      <SidebarMenuButton asChild isActive={isActive} tooltip={item.title}>
                        <Link
                          to={item.url}
                          aria-current={isActive ? 'page' : undefined}
                          onClick={() => setOpenMobile(false)}
                          onPointerEnter={() => preload(item.url)}
                          onFocus={() => preload(item.url)}
                        >
                          <item.icon />
                          <span>{item.title}</span>
                        </Link>
                      </SidebarMenuButton>
                    )}
                  </SidebarMenuItem>
                );
              })}
            </SidebarMenu>
          </SidebarGroup>
        ))}
      </SidebarContent>
      <SidebarFooter>{footer}</SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
