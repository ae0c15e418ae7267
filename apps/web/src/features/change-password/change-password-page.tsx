import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/change-password/components/change-password-form';

export function ChangePasswordPage() {
  return (
    <>
      <PageHeader
        title="Change Password"
        description="Keep your account safe with a password only you know."
      />
      <Card className="w-full max-w-xl">
        <CardHeader>
          <CardTitle>New password</CardTitle>
          <CardDescription>
            You stay signed in here. Every other device where you are signed in is signed out.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </>
  );
}
