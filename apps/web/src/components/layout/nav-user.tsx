import { Link } from 'react-router';
import { ChevronsUpDownIcon, KeyRoundIcon, LogOutIcon, SettingsIcon, UserRoundIcon } from 'lucide-react';
import { routes } from '@app/contract';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, useSidebar } from '@/components/ui/sidebar';
import { useAuthorizedImage } from '@/hooks/use-authorized-image';
import { getInitials } from '@/lib/utils';

export type NavUserProps = {
  name: string;
  email: string;
  avatarUrl: string | null;
  /** Where 'Profile' leads: the listener's own profile, or the account page for other roles. */
  profileUrl: string;
  /** Starts loading a destination of the menu when it is hovered or focused. */
  onPreload?: (url: string) => void;
  onLogout: () => void;
};

function UserIdentity({ name, email, avatarUrl }: Pick<NavUserProps, 'name' | 'email' | 'avatarUrl'>) {
  const src = useAuthorizedImage(avatarUrl);
  return (
    <>
      <Avatar className="size-8 rounded-lg">
        {src && <AvatarImage src={src} alt="" />}
        <AvatarFallback className="rounded-lg">{getInitials(name || email)}</AvatarFallback>
      </Avatar>
      <span className="grid flex-1 text-left text-sm leading-tight">
        <span className="truncate font-semibold">{name}</span>
        <span className="truncate text-xs text-muted-foreground">{email}</span>
      </span>
    </>
  );
}

/** Sidebar footer: who is signed in, with Change Password, Profile and Log out. */
export function NavUser({ name, email, avatarUrl, profileUrl, onPreload, onLogout }: NavUserProps) {
  const { isMobile, setOpenMobile } = useSidebar();
  // Following a link from the phone drawer must also close the drawer.
  const closeDrawer = () => setOpenMobile(false);
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton
              size="lg"
              tooltip={`Account menu: ${name || email}`}
              className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
            >
              {/* Named by what it shows (WCAG 2.5.3, label in name), after what it is. */}
              <span className="sr-only">Account menu</span>
              <UserIdentity name={name} email={email} avatarUrl={avatarUrl} />
              <ChevronsUpDownIcon className="ml-auto size-4" />
            </SidebarMenuButton>
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
                  Change Password
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild onSelect={closeDrawer}>
                <Link
                  to={profileUrl}
                  onPointerEnter={() => onPreload?.(profileUrl)}
                  onFocus={() => onPreload?.(profileUrl)}
                >
                  <UserRoundIcon />
                  Profile
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
                    Account
                  </Link>
                </DropdownMenuItem>
              )}
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onLogout}>
              <LogOutIcon />
              Log out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
