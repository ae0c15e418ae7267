import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadIcon } from 'lucide-react';
import { formatDateTime, myDataMessages as m, type DataExport } from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, serverMessageOr } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { fetchDataExport, useAskDataExport, useForgetDataExport, useLatestDataExport } from './api/my-data';

const when = (iso: string) => formatDateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

/** "Download" for an export opened from its mailed link (the link's id and token are in the address). */
function DownloadButton({ item, token }: { item: DataExport; token: string }) {
  const forget = useForgetDataExport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await fetchDataExport(item.id, token), `listenwell-data-${item.requestedAt.slice(0, 10)}.zip`);
    } catch (caught) {
      setError(serverMessageOr(caught, m.downloadFailed));
      // Expired meanwhile: the section shows it.
      if (caught instanceof ApiError && caught.status === 410) void forget();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2">
      <BusyButton
        className="w-fit"
        busy={busy}
        busyLabel={m.downloading}
        icon={<DownloadIcon aria-hidden="true" />}
        onClick={() => void download()}
      >
        {m.download}
      </BusyButton>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * "Your data" (issue 25 §3): ask for a copy of everything the product holds about you; it is built in
 * the background and mailed as a link. Opened from that link (`?dataExport=…&token=…`), it downloads.
 */
export function MyDataCard({ className }: { className?: string }) {
  const latest = useLatestDataExport();
  const ask = useAskDataExport();
  const [params] = useSearchParams();
  const linkId = params.get('dataExport');
  const linkToken = params.get('token');

  let content;
  if (latest.isPending) {
    content = <Skeleton className="h-9 w-48" />;
  } else if (latest.isError) {
    content = (
      <LoadErrorAlert
        message={m.loadFailed}
        onRetry={() => void latest.refetch()}
        isRetrying={latest.isFetching}
      />
    );
  } else {
    const item = latest.data;
    const canAsk = !item || (item.status !== 'pending' && new Date(item.nextAllowedAt) <= new Date());
    content = (
      <div className="grid gap-3 text-sm">
        {item?.status === 'pending' && <p role="status">{m.pending}</p>}
        {item?.status === 'ready' &&
          item.expiresAt &&
          (linkId === item.id && linkToken ? (
            <>
              <p>{m.ready(when(item.expiresAt))}</p>
              <DownloadButton item={item} token={linkToken} />
            </>
          ) : (
            <p>{m.readyOpenMail(when(item.expiresAt))}</p>
          ))}
        {item?.status === 'expired' && <p>{m.expired}</p>}
        {item?.status === 'failed' && <p>{m.failed}</p>}
        {canAsk ? (
          <BusyButton
            variant={item?.status === 'ready' ? 'outline' : 'default'}
            className="w-fit"
            busy={ask.isPending}
            busyLabel={m.asking}
            icon={<DownloadIcon aria-hidden="true" />}
            onClick={() => ask.mutate()}
          >
            {m.ask}
          </BusyButton>
        ) : (
          item?.status !== 'pending' && (
            <p className="text-muted-foreground">{m.nextAllowed(when(item.nextAllowedAt))}</p>
          )
        )}
        {ask.isError && (
          <Alert variant="destructive">
            <AlertDescription>{serverMessageOr(ask.error, m.askFailed)}</AlertDescription>
          </Alert>
        )}
      </div>
    );
  }

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>
          <h2>{m.heading}</h2>
        </CardTitle>
        <CardDescription>{m.intro}</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
