import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PRIVACY_NOTICE_VERSION, privacyMessages, routes } from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { agreeToPrivacyNotice } from '@/features/privacy/api/privacy';
import { serverMessageOr } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';

/**
 * Asks a signed-in customer or listener to agree to the current privacy notice before they go on
 * (issue 25): an account made without the agreement (a client that did not ask), or one that agreed
 * to an earlier version. It cannot be dismissed: agree, or sign out.
 */
export function ConsentGate() {
  const navigate = useNavigate();
  const previous = useAuthStore((state) => state.privacyConsentVersion);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const m = privacyMessages.gate;

  const agree = async () => {
    setIsBusy(true);
    setError(null);
    try {
      const { data } = await agreeToPrivacyNotice(PRIVACY_NOTICE_VERSION);
      useAuthStore.getState().setPrivacyConsentVersion(data.version);
    } catch (failure) {
      setError(serverMessageOr(failure, m.failed));
      setIsBusy(false);
    }
  };

  const signOut = () => {
    useAuthStore.getState().clearAuth();
    void navigate(routes.login, { replace: true });
  };

  return (
    <AlertDialog open>
      <AlertDialogContent onEscapeKeyDown={(event) => event.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.title}</AlertDialogTitle>
          <AlertDialogDescription>
            {previous ? m.updatedText(PRIVACY_NOTICE_VERSION) : m.text}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <Link
          to={routes.privacy}
          target="_blank"
          rel="noopener"
          className="text-sm font-medium underline underline-offset-4"
        >
          {m.read}
        </Link>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <AlertDialogFooter>
          <Button type="button" variant="outline" onClick={signOut} disabled={isBusy}>
            {m.signOut}
          </Button>
          <BusyButton type="button" busy={isBusy} busyLabel={m.saving} onClick={() => void agree()}>
            {m.agree}
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
