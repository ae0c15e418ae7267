import { useNavigate } from 'react-router';
import { routes, shellMessages, twoFactorMessages } from '@app/contract';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { queryClient } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';
import { TwoFactorEnrolment } from './enrolment';

const m = twoFactorMessages;

/**
 * Sends an admin without two-step sign-in to set it up before anything else (issue 25 §1): the server
 * refuses them everything else meanwhile. It cannot be dismissed: set it up, or sign out. Confirming
 * stores the fresh token (the enrolment does); the gate goes once the recovery codes are saved.
 */
export function AdminTwoFactorGate() {
  const navigate = useNavigate();

  // The screens behind the gate were refused meanwhile: they ask again now that the admin may go on.
  const done = () => {
    useAuthStore.getState().setTwoFactorEnabled(true);
    void queryClient.invalidateQueries();
  };

  const signOut = () => {
    useAuthStore.getState().clearAuth();
    void navigate(routes.login, { replace: true });
  };

  return (
    <AlertDialog open>
      <AlertDialogContent
        onEscapeKeyDown={(event) => event.preventDefault()}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{m.enrolTitle}</AlertDialogTitle>
          <AlertDialogDescription>{m.enrolAdminRequired}</AlertDialogDescription>
        </AlertDialogHeader>
        <TwoFactorEnrolment onDone={done} />
        <Button type="button" variant="outline" onClick={signOut} className="justify-self-start">
          {shellMessages.userMenu.logOut}
        </Button>
      </AlertDialogContent>
    </AlertDialog>
  );
}
