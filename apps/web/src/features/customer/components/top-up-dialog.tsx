import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, CircleXIcon, ExternalLinkIcon } from 'lucide-react';
import {
  customerScreensMessages as m,
  walletMessages,
  type CheckoutForm,
  type CustomerSession,
} from '@app/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { usePurchaseStatus, useWallet } from '@/features/customer/api/wallet';
import { PlanPicker, submitCheckout } from '@/features/customer/components/plan-picker';
import { formatClock } from '@/lib/clock-format';
import { secondsBetween } from '@/features/customer/format';
import { CHECKOUT_WINDOW_NAME } from '@/features/customer/return-target';
import { useNow } from '@/hooks/use-now';
import { queryKeys } from '@/lib/query-keys';

/**
 * "Add coins" inside a running session (issue 22 §3): the plans in a dialog over the chat or call,
 * which keeps running. In test mode the purchase confirms at once; with the gateway its hosted checkout
 * opens in another window (opened in the click, so no pop-up blocker stops it), and this screen follows
 * the purchase (`GET /wallet/purchases/:id` every few seconds, and the session's own update when the
 * coins land). Either way the session's run-out moment moves on the server and the meter shows it.
 */
export function TopUpDialog({
  session,
  open,
  onOpenChange,
}: {
  session: CustomerSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const now = useNow(open);
  const paymentMode = useWallet().data?.paymentMode;
  const checkoutWindow = useRef<Window | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<CheckoutForm | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const purchase = usePurchaseStatus(pendingId);
  const outcome = purchase.data?.status;

  const refreshSession = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.customerSessions.detail(session.id) });

  // Paid in the other window: the session's run-out moved on the server; show it now rather than at
  // the next poll (the socket's update-session may come first).
  const sessionId = session.id;
  useEffect(() => {
    if (outcome === 'CONFIRMED') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.customerSessions.detail(sessionId) });
    }
  }, [outcome, queryClient, sessionId]);
  const addedCoins =
    added ??
    (outcome === 'CONFIRMED' && purchase.data ? purchase.data.coins + purchase.data.bonusCoins : null);

  const reset = () => {
    setPendingId(null);
    setBlocked(null);
    setAdded(null);
  };
  const left = session.runsOutAt ? secondsBetween(now, session.runsOutAt) : null;
  const failed = outcome === 'DECLINED' || outcome === 'EXPIRED';
  const close = (next: boolean) => {
    onOpenChange(next);
    // A payment still open in the other window stays followed: opening the dialog again shows it.
    if (!next && (pendingId === null || failed || outcome === 'CONFIRMED')) reset();
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{m.addCoins}</DialogTitle>
          <DialogDescription>
            {m.keepsRunning}
            {left !== null && (
              <>
                {' '}
                {m.timeLeftLabel}{' '}
                <span className="font-medium text-foreground tabular-nums">{formatClock(left)}</span>
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        {addedCoins !== null ? (
          <Alert variant="success" role="status">
            <CircleCheckIcon aria-hidden="true" />
            <AlertTitle className="line-clamp-none">{m.coinsAdded(addedCoins)}</AlertTitle>
            <AlertDescription className="grid gap-3">
              <p>{m.runsLonger}</p>
              <Button variant="brand" className="w-full" onClick={() => close(false)}>
                {m.backToSession}
              </Button>
            </AlertDescription>
          </Alert>
        ) : pendingId !== null && !failed ? (
          <Alert role="status">
            <Spinner aria-hidden="true" />
            <AlertTitle className="line-clamp-none">{walletMessages.purchaseTitles.PENDING}</AlertTitle>
            <AlertDescription className="grid gap-3">
              {blocked ? (
                <>
                  <p>{walletMessages.popupBlocked}</p>
                  <Button
                    variant="brand"
                    className="w-full"
                    onClick={() => {
                      submitCheckout(blocked, CHECKOUT_WINDOW_NAME);
                      setBlocked(null);
                    }}
                  >
                    <ExternalLinkIcon aria-hidden="true" />
                    {m.openPaymentPage}
                  </Button>
                </>
              ) : (
                <p>{walletMessages.payingInOtherWindow}</p>
              )}
            </AlertDescription>
          </Alert>
        ) : (
          <>
            {failed && purchase.data && (
              <Alert variant="destructive">
                <CircleXIcon aria-hidden="true" />
                <AlertTitle className="line-clamp-none">
                  {walletMessages.purchaseTitles[purchase.data.status]}
                </AlertTitle>
                <AlertDescription>
                  <p>{purchase.data.message}</p>
                </AlertDescription>
              </Alert>
            )}
            <PlanPicker
              className="grid-cols-1"
              onBeforeBuy={() => {
                if (paymentMode !== 'RAZORPAY') return;
                // Opened in the click: a window opened after the server answers is a blocked pop-up.
                const opened = window.open('', CHECKOUT_WINDOW_NAME);
                if (opened) opened.opener = null;
                checkoutWindow.current = opened;
              }}
              onFailed={() => {
                checkoutWindow.current?.close();
                checkoutWindow.current = null;
              }}
              onConfirmed={(result) => {
                setAdded(result.coins + result.bonusCoins);
                refreshSession();
              }}
              onCheckout={(result) => {
                setPendingId(result.purchaseId);
                if (checkoutWindow.current && !checkoutWindow.current.closed) {
                  submitCheckout(result.checkout, CHECKOUT_WINDOW_NAME);
                } else {
                  setBlocked(result.checkout);
                }
                checkoutWindow.current = null;
                return true;
              }}
              onPending={setPendingId}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
