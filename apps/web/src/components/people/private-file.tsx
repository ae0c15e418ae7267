import { useState } from 'react';
import { ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuthorizedImage } from '@/hooks/use-authorized-image';
import { useAuthStore } from '@/stores/auth-store';
import { peopleFormsMessages } from '@app/contract';

/**
 * Opens a private file (an ID proof) in a new tab. The browser cannot send the bearer token with a
 * plain link, so the file is fetched with it and opened from a blob: URL. The tab is opened before
 * the download so that pop-up blockers treat it as the user's click.
 */
export function useOpenPrivateFile() {
  const token = useAuthStore((state) => state.accessToken);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const open = async (url: string) => {
    const tab = window.open('', '_blank');
    setState('loading');
    try {
      const response = await fetch(url, {
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'x-client': 'web' },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const objectUrl = URL.createObjectURL(await response.blob());
      if (tab) tab.location.href = objectUrl;
      else window.location.assign(objectUrl);
      window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
      setState('idle');
    } catch {
      tab?.close();
      setState('error');
    }
  };
  return { open, state };
}

/** A thumbnail of a private document (when it is an image) and a button that opens it. */
export function PrivateDocument({ url, label }: { url: string; label: string }) {
  const preview = useAuthorizedImage(url);
  const [isImage, setIsImage] = useState(true);
  const { open, state } = useOpenPrivateFile();
  return (
    <div className="flex items-center gap-3">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
        {preview && isImage ? (
          <img
            src={preview}
            alt={label}
            className="size-full object-cover"
            onError={() => setIsImage(false)}
          />
        ) : (
          <FileTextIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <div className="grid gap-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void open(url)}
          disabled={state === 'loading'}
        >
          {state === 'loading' ? <Spinner /> : <ExternalLinkIcon aria-hidden="true" />}
          {peopleFormsMessages.openFile(label)}
        </Button>
        {state === 'error' && <p className="text-xs text-destructive">{peopleFormsMessages.fileFailed}</p>}
      </div>
    </div>
  );
}
