import { HeadphonesIcon, UserIcon } from 'lucide-react';
import { usersMessages as m, type AdminUser } from '@app/contract';
import { Badge } from '@/components/ui/badge';

export function UserRoleBadge({ role }: { role: AdminUser['role'] }) {
  return role === 'LISTENER' ? (
    <Badge variant="brand">
      <HeadphonesIcon aria-hidden="true" />
      {m.roleLabels.LISTENER}
    </Badge>
  ) : (
    <Badge variant="secondary">
      <UserIcon aria-hidden="true" />
      {m.roleLabels.CUSTOMER}
    </Badge>
  );
}

export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Badge variant="success">{m.active}</Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      {m.inactive}
    </Badge>
  );
}
