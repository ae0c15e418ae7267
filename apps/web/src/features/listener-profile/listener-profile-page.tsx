import { BadgeCheckIcon, ClockIcon, UserRoundIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';
import { Badge } from '@/components/ui/badge';
import { Card, CardAction, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApprovedListener } from '@/lib/auth-user';
import { useAuthStore } from '@/stores/auth-store';

/** What the sign-in token already tells about the application, until the full form ships. */
function ApprovalCard() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  const approved = isApprovedListener(user);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {approved ? (
            <BadgeCheckIcon className="size-5 text-success" aria-hidden="true" />
          ) : (
            <ClockIcon className="size-5 text-warning" aria-hidden="true" />
          )}
          Application Status
        </CardTitle>
        <CardDescription>
          {approved
            ? 'You are an approved listener. Every screen of the console is open to you.'
            : 'An admin reviews every application. Once yours is approved, the rest of the console opens.'}
        </CardDescription>
        <CardAction>
          <Badge variant={approved ? 'success' : 'warning'}>
            {approved ? 'Approved' : 'Awaiting approval'}
          </Badge>
        </CardAction>
      </CardHeader>
    </Card>
  );
}

export function ListenerProfilePage() {
  return (
    <NextReleaseScreen
      title="Profile"
      description="Your listener application and public profile"
      icon={UserRoundIcon}
      showBackLink={false}
      purpose="Here you will fill in your personal details, address, photo and ID proof, languages and preferred mode, and follow your application."
    >
      <ApprovalCard />
    </NextReleaseScreen>
  );
}
