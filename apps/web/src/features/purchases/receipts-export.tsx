import { useId, useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { receiptsMessages as r } from '@app/contract';
import { BusyButton } from '@/components/ui/busy-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessageOr } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { exportReceipts } from './api/receipts';

/** This month in India (receipts are dated by India's calendar): YYYY-MM. */
const currentIndiaMonth = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
    .format(now)
    .slice(0, 7);

/**
 * The admin's export of one month's tax receipts as CSV, for filing: a month picker and a download
 * button. Self-contained (its own request and errors) so any admin screen can mount it.
 */
export function ReceiptsExport({ now = () => new Date() }: { now?: () => Date }) {
  const inputId = useId();
  const [month, setMonth] = useState(() => currentIndiaMonth(now()));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isMonth = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

  const download = async () => {
    if (!isMonth) {
      setError(r.monthInvalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      saveFile(await exportReceipts(month), `receipts-${month}.csv`);
    } catch (caught) {
      setError(serverMessageOr(caught, r.exportFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={inputId}>{r.exportLabel}</Label>
          <Input
            id={inputId}
            type="month"
            className="w-44"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
        <BusyButton
          variant="outline"
          busy={busy}
          busyLabel={r.exportButton}
          icon={<DownloadIcon aria-hidden="true" />}
          onClick={() => void download()}
        >
          {r.exportButton}
        </BusyButton>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
