import { ScrollTextIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function AuditLogPage() {
  return (
    <NextReleaseScreen
      title="Audit Log"
      description="Who changed what, and when"
      icon={ScrollTextIcon}
      purpose="Here you will read every approval, block, plan change and withdrawal decision, with the admin who made it and the time."
    />
  );
}
