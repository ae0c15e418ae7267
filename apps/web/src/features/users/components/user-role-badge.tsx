import { HeadphonesIcon, UserIcon } from 'lucide-react';
import type { AdminUser } from '@app/contract';
import { Badge } from '@/components/ui/badge';

export function UserRoleBadge({ role }: { role: AdminUser['role'] }) {
  return role === 'LISTENER' ? (
    <Badge variant="brand">
      <HeadphonesIcon aria-hidden="true" />
      Listener
    </Badge>
  ) : (
    <Badge variant="secondary">
      <UserIcon aria-hidden="true" />
      Customer
    </Badge>
  );
}

export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Badge variant="success">Active</Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      Inactive
    </Badge>
  );
}
