import { SirenIcon } from 'lucide-react';
import { messages, type CaseAction, type CaseStatus } from '@app/contract';
import { Badge } from '@/components/ui/badge';

/** Crisis flags and safety reports: they come first in the queue. */
export function UrgentBadge() {
  return (
    <Badge variant="destructive">
      <SirenIcon aria-hidden="true" />
      Urgent
    </Badge>
  );
}

export function CaseStatusBadge({ status, outcome }: { status: CaseStatus; outcome: CaseAction | null }) {
  if (status === 'OPEN') return <Badge variant="warning">Open</Badge>;
  return (
    <Badge variant="secondary">Closed{outcome ? `: ${messages.safety.actionLabels[outcome]}` : ''}</Badge>
  );
}
