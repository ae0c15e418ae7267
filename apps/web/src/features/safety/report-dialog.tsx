import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  REPORT_CATEGORIES,
  REPORT_REASON_MAX,
  safetyMessages,
  sessionsMessages,
  type ReportCategory,
} from '@app/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useReportSession } from '@/features/safety/api/safety';

export type Reporter = 'CUSTOMER' | 'LISTENER';

/** What each side can report: a listener is not overcharged, and does not rate a customer's service. */
const categoriesFor: Record<Reporter, readonly ReportCategory[]> = {
  CUSTOMER: REPORT_CATEGORIES,
  LISTENER: REPORT_CATEGORIES.filter((category) => category !== 'OVERCHARGED' && category !== 'POOR_SERVICE'),
};
const defaultCategory: Record<Reporter, ReportCategory> = {
  CUSTOMER: 'POOR_SERVICE',
  LISTENER: 'HARASSMENT',
};

export type ReportDialogProps = {
  sessionId: string;
  /** The other person of the session. */
  personName: string;
  reporter: Reporter;
  open: boolean;
  onClose: () => void;
  /** After the server took the report (before onClose). */
  onReported?: () => void;
  /** Where focus goes when the dialog closes (the row's Report button may be gone by then). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Report an ended session, by either person: what it was about (a list) and what happened; an admin
 * reviews it and the outcome shows in the reporter's reports.
 */
export function ReportDialog({
  sessionId,
  personName,
  reporter,
  open,
  onClose,
  onReported,
  onCloseAutoFocus,
}: ReportDialogProps) {
  const report = useReportSession();
  const [category, setCategory] = useState<ReportCategory>(defaultCategory[reporter]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const close = () => {
    setReason('');
    setCategory(defaultCategory[reporter]);
    setError(null);
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={safetyMessages.screens.reportTitle(personName)}
      description={safetyMessages.screens.reportDescription}
      confirmLabel={safetyMessages.screens.sendReport}
      busyLabel={safetyMessages.screens.sending}
      destructive
      onCancel={close}
      onCloseAutoFocus={onCloseAutoFocus}
      onConfirm={async () => {
        const text = reason.trim();
        if (!text) {
          setError(sessionsMessages.reportReasonRequired);
          return false;
        }
        await report.mutateAsync({ id: sessionId, category, reason: text });
        toast.success(sessionsMessages.reported);
        onReported?.();
        close();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-category`}>{safetyMessages.screens.reportAbout}</Label>
        <NativeSelect
          id={`${id}-category`}
          value={category}
          onChange={(event) => setCategory(event.target.value as ReportCategory)}
        >
          {categoriesFor[reporter].map((value) => (
            <option key={value} value={value}>
              {safetyMessages.categoryLabels[value]}
            </option>
          ))}
        </NativeSelect>
        <Label htmlFor={id}>{safetyMessages.screens.whatHappened}</Label>
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
