import { Link } from 'react-router';
import {
  FlagIcon,
  HistoryIcon,
  LogOutIcon,
  MonitorIcon,
  MoonIcon,
  SettingsIcon,
  SunIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';
import { commonMessages, customerScreensMessages as m, routes } from '@app/contract';
import { useTheme } from '@/components/theme/theme-provider';
import type { DeferredMenuProps } from '@/components/ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { THEMES, type Theme } from '@/config/storage';
import { AccountMenuButton } from '@/features/customer/components/account-menu-button';
import { useIsMobile } from '@/hooks/use-mobile';
import type { SessionUser } from '@/lib/auth-user';

const themeOptions: Record<Theme, { label: () => string; icon: LucideIcon }> = {
  light: { label: () => commonMessages.themeLight, icon: SunIcon },
  dark: { label: () => commonMessages.themeDark, icon: MoonIcon },
  system: { label: () => commonMessages.themeSystem, icon: MonitorIcon },
};

/** The customer's account menu (loaded on first use by the layout's DeferredMenu). */
export function AccountMenu({
  user,
  onLogout,
  defaultOpen,
}: { user: SessionUser; onLogout: () => void } & DeferredMenuProps) {
  const { theme, setTheme } = useTheme();
  const isMobile = useIsMobile();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid font-normal">
          <span className="truncate font-semibold">{user.name}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={routes.app.wallet}>
            <WalletIcon />
            {m.menuWallet}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={routes.app.sessions}>
            <HistoryIcon />
            {m.menuSessions}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={routes.app.reports}>
            <FlagIcon />
            {m.menuReports}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={routes.app.settings}>
            <SettingsIcon />
            {m.menuSettings}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {/* On a narrow screen the header has no room for the theme control: it lives here. */}
        {isMobile && (
          <>
            <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
              {m.menuTheme}
            </DropdownMenuLabel>
            <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
              {THEMES.map((option) => {
                const { label, icon: Icon } = themeOptions[option];
                return (
                  <DropdownMenuRadioItem key={option} value={option}>
                    <Icon />
                    {label()}
                  </DropdownMenuRadioItem>
                );
              })}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem variant="destructive" onSelect={onLogout}>
          <LogOutIcon />
          {m.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
