import { Link } from 'react-router';
import { KeyRoundIcon, LogOutIcon, SettingsIcon, UserRoundIcon } from 'lucide-react';
import { routes, shellMessages } from '@app/contract';
import { NavUserButton, UserIdentity, type NavUserProps } from '@/components/layout/nav-user';
import type { DeferredMenuProps } from '@/components/ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSidebar } from '@/components/ui/sidebar';

/** The sidebar footer's account menu (loaded on first use by NavUser). */
export function NavUserMenu({
  name,
  email,
  avatarUrl,
  profileUrl,
  onPreload,
  onLogout,
  defaultOpen,
}: NavUserProps & DeferredMenuProps) {
  const { isMobile, setOpenMobile } = useSidebar();
  // Following a link from the phone drawer must also close the drawer.
  const closeDrawer = () => setOpenMobile(false);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <NavUserButton name={name} email={email} avatarUrl={avatarUrl} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        className="w-(--radix-dropdown-menu-trigger-width) min-w-56 rounded-lg"
        side={isMobile ? 'bottom' : 'right'}
        align="end"
        sideOffset={4}
      >
        <DropdownMenuLabel className="p-0 font-normal">
          <div className="flex items-center gap-2 px-1 py-1.5 text-left text-sm">
            <UserIdentity name={name} email={email} avatarUrl={avatarUrl} />
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild onSelect={closeDrawer}>
            <Link
              to={routes.changePassword}
              onPointerEnter={() => onPreload?.(routes.changePassword)}
              onFocus={() => onPreload?.(routes.changePassword)}
            >
              <KeyRoundIcon />
              {shellMessages.userMenu.changePassword}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild onSelect={closeDrawer}>
            <Link
              to={profileUrl}
              onPointerEnter={() => onPreload?.(profileUrl)}
              onFocus={() => onPreload?.(profileUrl)}
            >
              <UserRoundIcon />
              {shellMessages.userMenu.profile}
            </Link>
          </DropdownMenuItem>
          {/* A listener's Profile is their application: their account (and whom they blocked) is apart. */}
          {profileUrl !== routes.account && (
            <DropdownMenuItem asChild onSelect={closeDrawer}>
              <Link
                to={routes.account}
                onPointerEnter={() => onPreload?.(routes.account)}
                onFocus={() => onPreload?.(routes.account)}
              >
                <SettingsIcon />
                {shellMessages.userMenu.account}
              </Link>
            </DropdownMenuItem>
          )}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onLogout}>
          <LogOutIcon />
          {shellMessages.userMenu.logOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
