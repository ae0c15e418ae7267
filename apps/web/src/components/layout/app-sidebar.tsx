import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PRODUCT_NAME, routes } from '@app/contract';
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
  /** Entries are shown but cannot be followed (a listener waiting for approval). */
  itemsDisabled?: boolean;
  /** Shown above the entries, e.g. why they are disabled. */
  notice?: ReactNode;
  footer: ReactNode;
};

function isActivePath(pathname: string, url: string): boolean {
  // The home entry (/dashboard) is a prefix of every other path: match it exactly.
  return url === routes.dashboard ? pathname === url : pathname === url || pathname.startsWith(`${url}/`);
}

export function AppSidebar({ groups, subtitle, itemsDisabled = false, notice, footer }: AppSidebarProps) {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  return (
    <Sidebar>
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild>
              <Link to={routes.dashboard} onClick={() => setOpenMobile(false)}>
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
                    {itemsDisabled ? (
                      <SidebarMenuButton disabled aria-disabled="true" tooltip={item.title}>
                        <item.icon />
                        <span>{item.title}</span>
                      </SidebarMenuButton>
                    ) : (
                      <SidebarMenuButton asChild isActive={isActive} tooltip={item.title}>
                        <Link
                          to={item.url}
                          aria-current={isActive ? 'page' : undefined}
                          onClick={() => setOpenMobile(false)}
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
