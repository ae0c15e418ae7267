import { useId, useState } from 'react';
import { toast } from 'sonner';
import { messages, REPORT_CATEGORIES, REPORT_REASON_MAX, type ReportCategory } from '@app/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useReportSession } from '@/features/customer/api/sessions';

export type ReportDialogProps = {
  sessionId: string;
  listenerName: string;
  open: boolean;
  onClose: () => void;
};

/** Report an ended session: what it was about (a list) and what happened; an admin reviews it. */
export function ReportDialog({ sessionId, listenerName, open, onClose }: ReportDialogProps) {
  const report = useReportSession();
  const [category, setCategory] = useState<ReportCategory>('POOR_SERVICE');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const close = () => {
    setReason('');
    setCategory('POOR_SERVICE');
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
        await report.mutateAsync({ id: sessionId, category, reason: text });
        toast.success(messages.sessions.reported);
        close();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-category`}>What is it about?</Label>
        <NativeSelect
          id={`${id}-category`}
          value={category}
          onChange={(event) => setCategory(event.target.value as ReportCategory)}
        >
          {REPORT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {messages.safety.categoryLabels[value]}
            </option>
          ))}
        </NativeSelect>
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
