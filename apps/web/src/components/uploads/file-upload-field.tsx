import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ExternalLinkIcon, FileTextIcon, ImageIcon, ImageOffIcon, UploadIcon } from 'lucide-react';
import { filesMessages, shellMessages } from '@app/contract';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { IMAGE_ACCEPT, isAcceptedType, uploadFile, type UploadedFile } from '@/lib/upload-file';
import { useAuthorizedFile, type AuthorizedFile } from '@/hooks/use-authorized-file';
import { serverMessageOr } from '@/lib/api-error';
import { cn } from '@/lib/utils';

export type FileUploadFieldProps = {
  label: string;
  /** The stored file URL (what /file/upload answered), or nothing yet. */
  value: string | null | undefined;
  /** A new file was uploaded: store its URL in the form. */
  onUploaded: (url: string, file: UploadedFile) => void;
  /** MIME types the picker offers, e.g. 'image/jpeg,image/png,image/webp' (+ ',application/pdf'). */
  accept?: string;
  /** Shown under the control until there is an error (defaults to the accepted kinds). */
  hint?: string;
  /** A validation error from the form (e.g. 'Profile picture is required'). */
  error?: string;
  disabled?: boolean;
  /** An upload failed (the field shows the text too); e.g. to raise a page alert or log it. */
  onUploadError?: (message: string, error: unknown) => void;
  /** The field started or finished an upload (a form may hold its submit meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  /** Round thumbnail (a profile picture) instead of a rounded square. */
  rounded?: boolean;
  className?: string;
};

function defaultHint(accept: string): string {
  const kinds = accept
    .split(',')
    .map((type) => type.trim().split('/')[1]?.toUpperCase())
    .filter(Boolean)
    .map((kind) => (kind === 'JPEG' ? 'JPG' : kind));
  return kinds.join(', ');
}

function Preview({ file, label, rounded }: { file: AuthorizedFile; label: string; rounded: boolean }) {
  const shape = rounded ? 'rounded-full' : 'rounded-md';
  const box = cn('flex size-16 shrink-0 items-center justify-center border bg-muted', shape);
  const [broken, setBroken] = useState<string | null>(null);

  if (file.status === 'idle') {
    return (
      <div className={cn(box, 'border-dashed text-muted-foreground')} aria-hidden="true">
        <ImageIcon className="size-6" />
      </div>
    );
  }
  if (file.status === 'loading') return <Skeleton className={cn('size-16 shrink-0', shape)} />;
  if (file.status === 'error' || broken === file.objectUrl) {
    return (
      <div className={cn(box, 'text-muted-foreground')} title={shellMessages.upload.previewUnavailable}>
        <ImageOffIcon className="size-6" aria-hidden="true" />
        <span className="sr-only">{shellMessages.upload.previewUnavailable}</span>
      </div>
    );
  }
  if (file.contentType === 'application/pdf') {
    return (
      <div className={cn(box, 'bg-destructive/10 text-destructive')} aria-hidden="true">
        <FileTextIcon className="size-7" />
      </div>
    );
  }
  return (
    <a
      href={file.objectUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'shrink-0 overflow-hidden border',
        shape,
        'focus-visible:ring-[3px] focus-visible:ring-ring/50',
      )}
      title={shellMessages.upload.openFullSize}
    >
      <img
        src={file.objectUrl}
        alt={shellMessages.upload.preview(label)}
        className="size-16 object-cover"
        onError={() => setBroken(file.objectUrl)}
      />
    </a>
  );
}

/**
 * One file of a form: the current file (image thumbnail, or a PDF chip with 'Open'), a button to
 * choose or replace it, an upload to POST /file/upload with the bearer token, busy and error states.
 * Private files are read with the token (an <img> alone could not show them).
 */
export function FileUploadField({
  label,
  value,
  onUploaded,
  accept = IMAGE_ACCEPT,
  hint,
  error,
  disabled = false,
  onUploadError,
  onBusyChange,
  rounded = false,
  className,
}: FileUploadFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<{ url: string; name: string } | null>(null);
  const file = useAuthorizedFile(value);
  const acceptsPdf = accept.includes('application/pdf');

  const fail = (message: string, cause: unknown) => {
    setUploadError(message);
    onUploadError?.(message, cause);
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Cleared so that choosing the same file again fires another change.
    event.target.value = '';
    if (!picked) return;
    if (!isAcceptedType(picked, accept)) {
      fail(acceptsPdf ? filesMessages.mustBeImageOrPdf : filesMessages.mustBeImage, null);
      return;
    }
    setUploadError(null);
    setBusy(true);
    onBusyChange?.(true);
    try {
      const uploaded = await uploadFile(picked);
      setFileName({ url: uploaded.url, name: picked.name });
      onUploaded(uploaded.url, uploaded);
    } catch (cause) {
      fail(serverMessageOr(cause, filesMessages.uploadFailed), cause);
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  const isPdf = file.status === 'ready' && file.contentType === 'application/pdf';
  const shownError = uploadError ?? error;
  const caption =
    fileName && fileName.url === value
      ? fileName.name
      : value
        ? isPdf
          ? shellMessages.upload.pdfDocument
          : file.status === 'error'
            ? shellMessages.upload.uploadedFile
            : acceptsPdf
              ? shellMessages.upload.uploadedFile
              : shellMessages.upload.currentPicture
        : shellMessages.upload.noFile;

  return (
    <div className={cn('grid gap-2', className)} data-slot="file-upload-field">
      <Label htmlFor={id}>{label}</Label>
      {/* The real control: the label and the button open it; tests and automation set files on it. */}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled || busy}
        aria-invalid={Boolean(shownError)}
        aria-describedby={shownError ? messageId : undefined}
        onChange={(event) => void onPick(event)}
      />
      <div
        className={cn(
          'flex items-center gap-3 rounded-lg border bg-card p-3 shadow-xs transition-colors dark:bg-input/10',
          shownError ? 'border-destructive' : 'border-input',
          disabled && 'bg-muted/30',
        )}
      >
        <Preview file={file} label={label} rounded={rounded} />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="truncate text-sm font-medium" title={caption}>
            {caption}
          </p>
          <p className="text-xs text-muted-foreground">{hint ?? defaultHint(accept)}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={disabled || busy}
              aria-label={
                busy
                  ? undefined
                  : value
                    ? shellMessages.upload.replaceThe(label)
                    : shellMessages.upload.uploadThe(label)
              }
              onClick={() => inputRef.current?.click()}
            >
              {busy ? <Spinner aria-hidden="true" role={undefined} /> : <UploadIcon aria-hidden="true" />}
              {busy
                ? shellMessages.upload.uploading
                : value
                  ? shellMessages.upload.replace
                  : shellMessages.upload.upload}
            </Button>
            {isPdf && (
              <Button asChild variant="ghost" size="sm">
                <a href={file.objectUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden="true" />
                  {shellMessages.upload.open}
                </a>
              </Button>
            )}
          </div>
        </div>
      </div>
      {shownError && (
        <p id={messageId} className="text-sm text-destructive">
          {shownError}
        </p>
      )}
    </div>
  );
}
