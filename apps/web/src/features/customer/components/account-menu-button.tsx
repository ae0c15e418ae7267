import type { ComponentProps } from 'react';
import { customerScreensMessages as m } from '@app/contract';
import { PersonAvatar } from '@/components/people/person-cell';
import { Button } from '@/components/ui/button';
import type { SessionUser } from '@/lib/auth-user';

/** The account menu's trigger: the person's avatar, named for screen readers. */
export function AccountMenuButton({ user, ...props }: { user: SessionUser } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="rounded-full" {...props}>
      <span aria-hidden="true">
        <PersonAvatar name={user.name} email={user.email} picture={user.avatar ?? user.profileImageUrl} />
      </span>
      <span className="sr-only">{m.accountMenuOf(user.name || user.email)}</span>
    </Button>
  );
}
