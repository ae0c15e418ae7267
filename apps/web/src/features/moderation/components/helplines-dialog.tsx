import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import {
  HELPLINES_MAX,
  adminModerationMessages as m,
  clientMessages,
  helplinesBodySchema,
  type Helpline,
} from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useHelplines, useUpdateHelplines } from '@/features/moderation/api/moderation';
import { serverMessageOr } from '@/lib/api-error';

type Row = Helpline & { key: number };
type RowField = keyof Helpline;
type RowErrors = Partial<Record<RowField, string>>;
type Errors = { list?: string; rows: Record<number, RowErrors> };

const NO_ERRORS: Errors = { rows: {} };

/** The schema's problems by row (its key) and field; the first problem per field is shown. */
function errorsOf(rows: Row[], issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = { rows: {} };
  for (const issue of issues) {
    const [, index, field] = issue.path;
    const row = typeof index === 'number' ? rows[index] : undefined;
    if (row && typeof field === 'string') {
      const rowErrors = (errors.rows[row.key] ??= {});
      rowErrors[field as RowField] ??= issue.message;
    } else {
      errors.list ??= issue.message;
    }
  }
  return errors;
}

function HelplinesForm({ initial, onDone }: { initial: Helpline[]; onDone: () => void }) {
  const nextKey = useRef(initial.length);
  const [rows, setRows] = useState<Row[]>(() => initial.map((helpline, key) => ({ ...helpline, key })));
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useUpdateHelplines();

  const change = (key: number, field: RowField, value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
    setErrors((current) => {
      if (!current.rows[key]?.[field]) return current;
      return { ...current, rows: { ...current.rows, [key]: { ...current.rows[key], [field]: undefined } } };
    });
  };
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  const add = () => {
    const key = nextKey.current++;
    setRows((current) => [
      ...current,
      { key, name: '', phone: '', description: '', nameHi: '', descriptionHi: '' },
    ]);
    setErrors((current) => ({ ...current, list: undefined }));
    // The new row's first field, once it is there.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-helpline="${key}"] input`)?.focus(),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const form = event.currentTarget;
    const parsed = helplinesBodySchema.safeParse({
      helplines: rows.map(({ key: _key, ...line }) => line),
    });
    if (!parsed.success) {
      setErrors(errorsOf(rows, parsed.error.issues));
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors(NO_ERRORS);
    setServerError(null);
    save.mutate(parsed.data.helplines, {
      onSuccess: () => {
        toast.success(m.helplinesSaved);
        onDone();
      },
      onError: (error) => setServerError(serverMessageOr(error, m.helplinesSaveFailed)),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={m.helplinesForm} className="grid min-h-0 gap-4">
      <ScrollRegion className="-mx-6 min-h-0 overflow-y-auto px-6 py-1">
        <ol className="grid gap-3">
          {rows.map((row, index) => {
            const rowErrors = errors.rows[row.key] ?? {};
            const name = row.name.trim() || m.helplineFallbackName(index + 1);
            return (
              <li key={row.key} data-helpline={row.key} className="grid gap-3 rounded-lg border p-3 sm:p-4">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium text-muted-foreground">
                    {m.helplineNumber(index + 1)}
                  </span>
                  <div className="flex items-center gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={m.moveUp(name)}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={m.moveDown(name)}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      className="text-destructive hover:text-destructive"
                      aria-label={m.remove(name)}
                      onClick={() => remove(row.key)}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
                  <Field label={m.name} error={rowErrors.name} className="content-start">
                    {(control) => (
                      <Input
                        {...control}
                        value={row.name}
                        maxLength={100}
                        placeholder={m.namePlaceholder}
                        onChange={(event) => change(row.key, 'name', event.target.value)}
                      />
                    )}
                  </Field>
                  <Field label={m.phone} error={rowErrors.phone} className="content-start">
                    {(control) => (
                      <Input
                        {...control}
                        value={row.phone}
                        type="tel"
                        inputMode="tel"
                        maxLength={40}
                        placeholder={m.phonePlaceholder}
                        onChange={(event) => change(row.key, 'phone', event.target.value)}
                      />
                    )}
                  </Field>
                </div>
                <Field label={m.helplineDescription} error={rowErrors.description}>
                  {(control) => (
                    <Textarea
                      {...control}
                      value={row.description}
                      rows={2}
                      maxLength={300}
                      placeholder={m.descriptionPlaceholder}
                      onChange={(event) => change(row.key, 'description', event.target.value)}
                    />
                  )}
                </Field>
                {/* The same in Hindi, for a person who reads Hindi (empty: they see the English). */}
                <Field label={m.helplineNameHi} error={rowErrors.nameHi}>
                  {(control) => (
                    <Input
                      {...control}
                      lang="hi"
                      value={row.nameHi}
                      maxLength={100}
                      onChange={(event) => change(row.key, 'nameHi', event.target.value)}
                    />
                  )}
                </Field>
                <Field label={m.helplineDescriptionHi} error={rowErrors.descriptionHi}>
                  {(control) => (
                    <Textarea
                      {...control}
                      lang="hi"
                      value={row.descriptionHi}
                      rows={2}
                      maxLength={300}
                      onChange={(event) => change(row.key, 'descriptionHi', event.target.value)}
                    />
                  )}
                </Field>
              </li>
            );
          })}
        </ol>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={add}
          disabled={rows.length >= HELPLINES_MAX}
        >
          <PlusIcon aria-hidden="true" />
          {m.addHelpline}
        </Button>
      </ScrollRegion>
      {(errors.list ?? serverError) && (
        <Alert variant="destructive">
          <AlertDescription>{errors.list ?? serverError}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {m.cancel}
        </Button>
        <BusyButton type="submit" busy={save.isPending} busyLabel={m.saving}>
          {m.saveHelplines}
        </BusyButton>
      </DialogFooter>
    </form>
  );
}

/** The helplines on the crisis card: one list, kept here, in the order customers see it. */
export function HelplinesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const helplines = useHelplines(open);
  // Each opening starts from the saved list (a closed dialog's unsaved edits are dropped); the form
  // stays mounted through the closing animation.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((count) => count + 1);
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{m.helplinesTitle}</DialogTitle>
          <DialogDescription>{m.helplinesDescription}</DialogDescription>
        </DialogHeader>
        {helplines.data ? (
          <HelplinesForm key={opening} initial={helplines.data} onDone={onClose} />
        ) : helplines.isError ? (
          <LoadErrorAlert
            title={m.helplinesLoadFailed}
            message={serverMessageOr(helplines.error, clientMessages.networkError)}
            onRetry={() => void helplines.refetch()}
            isRetrying={helplines.isFetching}
          />
        ) : (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
