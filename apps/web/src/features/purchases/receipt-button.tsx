import { useState } from 'react';
import { FileTextIcon } from 'lucide-react';
import { clientMessages, receiptsMessages as r, receiptFileName } from '@app/contract';
import { BusyButton } from '@/components/ui/busy-button';
import { serverMessageOr } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { fetchReceiptPdf } from './api/receipts';

/** "Receipt" (named with its number, as several may be listed): downloads a paid purchase's tax receipt as a PDF named after its number. */
export function ReceiptButton({ purchaseId, receiptNumber }: { purchaseId: string; receiptNumber: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await fetchReceiptPdf(purchaseId), receiptFileName(receiptNumber));
    } catch (caught) {
      setError(serverMessageOr(caught, clientMessages.unknownError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-grid gap-1">
      <BusyButton
        variant="outline"
        size="sm"
        className="w-fit"
        busy={busy}
        icon={<FileTextIcon aria-hidden="true" />}
        aria-label={r.openNumbered(receiptNumber)}
        onClick={() => void download()}
      >
        {r.open}
      </BusyButton>
      {error && (
        <span role="alert" className="text-sm text-destructive">
          {error}
        </span>
      )}
    </span>
  );
}
