import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/change-password/components/change-password-form';
import { authScreensMessages } from '@app/contract';

export function ChangePasswordPage() {
  return (
    <>
      <PageHeader
        title={authScreensMessages.changePassword.title}
        description={authScreensMessages.changePassword.description}
      />
      <Card className="w-full max-w-xl">
        <CardHeader>
          <CardTitle>{authScreensMessages.changePassword.cardTitle}</CardTitle>
          <CardDescription>{authScreensMessages.changePassword.cardDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
    </>
  );
}
