import { ClipboardCheckIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function ApplicationsPage() {
  return (
    <NextReleaseScreen
      title="Applications"
      description="Review listener applications"
      icon={ClipboardCheckIcon}
      purpose="Here you will filter listener applications by status, open each applicant's details and documents, and approve or reject them."
    />
  );
}
