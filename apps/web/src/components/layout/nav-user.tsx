import { lazy, type ComponentProps } from 'react';
import { ChevronsUpDownIcon } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@/components/ui/sidebar';
import { useAuthorizedImage } from '@/hooks/use-authorized-image';
import { getInitials } from '@/lib/utils';
import { shellMessages } from '@app/contract';

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

export function UserIdentity({ name, email, avatarUrl }: Pick<NavUserProps, 'name' | 'email' | 'avatarUrl'>) {
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

/** The account menu's trigger: who is signed in. */
export function NavUserButton({
  name,
  email,
  avatarUrl,
  ...props
}: Pick<NavUserProps, 'name' | 'email' | 'avatarUrl'> & ComponentProps<typeof SidebarMenuButton>) {
  return (
    <SidebarMenuButton
      size="lg"
      tooltip={shellMessages.userMenu.accountMenuOf(name || email)}
      className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
      {...props}
    >
      {/* Named by what it shows (WCAG 2.5.3, label in name), after what it is. */}
      <span className="sr-only">{shellMessages.userMenu.accountMenu}</span>
      <UserIdentity name={name} email={email} avatarUrl={avatarUrl} />
      <ChevronsUpDownIcon className="ml-auto size-4" />
    </SidebarMenuButton>
  );
}

const loadNavUserMenu = () => import('@/components/layout/nav-user-menu');
const NavUserMenu = lazy(async () => ({ default: (await loadNavUserMenu()).NavUserMenu }));

/**
 * Sidebar footer: who is signed in, with Change Password, Profile and Log out. The menu's code loads
 * on first use (see DeferredMenu).
 */
export function NavUser(props: NavUserProps) {
  const { name, email, avatarUrl } = props;
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DeferredMenu
          load={loadNavUserMenu}
          placeholder={(trigger) => (
            <NavUserButton name={name} email={email} avatarUrl={avatarUrl} {...trigger} />
          )}
        >
          {(deferred) => <NavUserMenu {...props} {...deferred} />}
        </DeferredMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
