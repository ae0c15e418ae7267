import { useId, useState } from 'react';
import { toast } from 'sonner';
import { messages, REPORT_REASON_MAX } from '@app/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useReportSession } from '@/features/customer/api/sessions';

export type ReportDialogProps = {
  sessionId: string;
  listenerName: string;
  open: boolean;
  onClose: () => void;
};

/** Report an ended session: a reason is required; an admin reviews it. */
export function ReportDialog({ sessionId, listenerName, open, onClose }: ReportDialogProps) {
  const report = useReportSession();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={`Report your session with ${listenerName}?`}
      description="Tell us what happened. An admin reads every report and may contact you."
      confirmLabel="Send report"
      busyLabel="Sending..."
      destructive
      onCancel={close}
      onConfirm={async () => {
        const text = reason.trim();
        if (!text) {
          setError(messages.sessions.reportReasonRequired);
          return false;
        }
        await report.mutateAsync({ id: sessionId, reason: text });
        toast.success(messages.sessions.reported);
        close();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={id}>What happened?</Label>
        <Textarea
          id={id}
          data-autofocus
          value={reason}
          maxLength={REPORT_REASON_MAX}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-24"
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
