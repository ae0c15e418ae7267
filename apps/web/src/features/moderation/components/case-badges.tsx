import { SirenIcon } from 'lucide-react';
import {
  adminModerationMessages as m,
  safetyMessages,
  type CaseAction,
  type CaseStatus,
} from '@app/contract';
import { Badge } from '@/components/ui/badge';

/** Crisis flags and safety reports: they come first in the queue. */
export function UrgentBadge() {
  return (
    <Badge variant="destructive">
      <SirenIcon aria-hidden="true" />
      {m.urgent}
    </Badge>
  );
}

export function CaseStatusBadge({ status, outcome }: { status: CaseStatus; outcome: CaseAction | null }) {
  if (status === 'OPEN') return <Badge variant="warning">{m.statusLabels.OPEN}</Badge>;
  return (
    <Badge variant="secondary">
      {outcome ? m.closedWith(safetyMessages.actionLabels[outcome]) : m.statusLabels.CLOSED}
    </Badge>
  );
}
