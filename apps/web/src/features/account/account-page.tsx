import { Suspense } from 'react';
import { Link } from 'react-router';
import { KeyRoundIcon } from 'lucide-react';
import { accountScreensMessages, routes } from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { BlockedPeopleCard } from '@/features/blocks';
import { MyDataSection } from '@/features/my-data';
import { useAuthorizedImage } from '@/hooks/use-authorized-image';
import { lazyNamed } from '@/lib/lazy-named';
import { getInitials } from '@/lib/utils';
import { useAuthStore } from '@/stores/auth-store';

// Loaded on its own: the service worker and Push API code only matter to a listener who opens this page.
const PushControl = lazyNamed(() => import('@/features/push'), 'PushControl');
const DeleteAccountSection = lazyNamed(() => import('@/features/delete-account'), 'DeleteAccountSection');
const TwoFactorSection = lazyNamed(() => import('@/features/two-factor'), 'TwoFactorSection');

const roleNames: Record<string, string> = accountScreensMessages.roles;

/**
 * /dashboard/account: who is signed in (name, email, role) and the way to change the password, inside
 * the console. The account menu's "Profile" leads here for everyone but listeners (whose profile is
 * their application).
 */
export function AccountPage() {
  const user = useAuthStore((state) => state.user);
  const avatar = useAuthStore((state) => state.avatar);
  const src = useAuthorizedImage(avatar || user?.avatar || user?.profileImageUrl || null);
  if (!user) return null;
  const roleName = roleNames[user.role] ?? user.role;
  const rows: [string, string][] = [
    [accountScreensMessages.name, user.name],
    [accountScreensMessages.email, user.email],
    [accountScreensMessages.role, roleName],
  ];
  return (
    <>
      <PageHeader
        title={accountScreensMessages.account.title}
        description={accountScreensMessages.account.description}
      />
      <Card className="max-w-xl">
        <CardHeader className="flex flex-row items-center gap-4">
          <Avatar className="size-12 rounded-lg">
            {src && <AvatarImage src={src} alt="" />}
            <AvatarFallback className="rounded-lg">{getInitials(user.name || user.email)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold">{user.name}</h2>
            <p className="truncate text-sm text-muted-foreground">{roleName}</p>
          </div>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            {rows.map(([label, value]) => (
              <div
                key={label}
                className="grid gap-1 border-b pb-3 last:border-0 last:pb-0 sm:grid-cols-[8rem_1fr] sm:gap-4"
              >
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
        <CardFooter>
          <Button asChild variant="outline">
            <Link to={routes.changePassword}>
              <KeyRoundIcon />
              {accountScreensMessages.changePassword}
            </Link>
          </Button>
        </CardFooter>
      </Card>
      <Suspense fallback={null}>
        <TwoFactorSection />
      </Suspense>
      {user.role === 'LISTENER' && (
        <Suspense fallback={null}>
          <PushControl forListener className="max-w-xl" />
        </Suspense>
      )}
      {user.role === 'LISTENER' && (
        <BlockedPeopleCard
          className="max-w-xl"
          title={accountScreensMessages.account.blockedTitle}
          description={accountScreensMessages.account.blockedDescription}
        />
      )}
      <MyDataSection className="max-w-xl" />
      {user.role !== 'ADMIN' && (
        <Suspense fallback={null}>
          <DeleteAccountSection className="max-w-xl" />
        </Suspense>
      )}
    </>
  );
}
