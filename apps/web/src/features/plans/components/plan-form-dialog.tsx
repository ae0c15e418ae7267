import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  plansMessages as p,
  plansPageMessages as pp,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  type Plan,
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
import { Textarea } from '@/components/ui/textarea';
import { useSavePlan } from '@/features/plans/api/save-plan';
import {
  emptyPlanForm,
  parsePlanForm,
  planToForm,
  type PlanFormErrors,
  type PlanFormValues,
} from '@/features/plans/plan-form';
import { serverMessageOr } from '@/lib/api-error';

/** What the dialog is for: a new plan, or changing `plan`. */
export type PlanDialogTarget = { mode: 'create' } | { mode: 'edit'; plan: Plan };

function PlanForm({ target, onDone }: { target: PlanDialogTarget; onDone: () => void }) {
  const isEdit = target.mode === 'edit';
  const [values, setValues] = useState<PlanFormValues>(isEdit ? planToForm(target.plan) : emptyPlanForm);
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSavePlan();

  const field = (name: keyof PlanFormValues) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const form = event.currentTarget;
    const parsed = parsePlanForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      // The first field to fix gets focus, once it is marked invalid.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setServerError(null);
    save.mutate(
      { id: isEdit ? target.plan.id : undefined, body: parsed.body },
      {
        onSuccess: () => {
          toast.success(isEdit ? p.updated : p.created);
          onDone();
        },
        onError: (error) => setServerError(serverMessageOr(error, p.saveFailed)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-label={isEdit ? pp.formEditLabel : pp.formNewLabel}
    >
      <Field label={pp.nameLabel} error={errors.name}>
        {(control) => (
          <Input {...control} {...field('name')} maxLength={PLAN_NAME_MAX} placeholder={pp.namePlaceholder} />
        )}
      </Field>
      <Field label={pp.descriptionLabel} error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            {...field('description')}
            rows={3}
            maxLength={PLAN_DESCRIPTION_MAX}
            placeholder={pp.descriptionPlaceholder}
            className="max-h-40"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={pp.priceLabel} className="content-start" error={errors.price}>
          {(control) => (
            <Input {...control} {...field('price')} type="number" inputMode="decimal" min={0} step={0.01} />
          )}
        </Field>
        <Field label={pp.coinsLabel} className="content-start" error={errors.coins}>
          {(control) => (
            <Input {...control} {...field('coins')} type="number" inputMode="numeric" min={1} step={1} />
          )}
        </Field>
        <Field label={pp.bonusCoinsLabel} className="content-start" error={errors.bonusCoins}>
          {(control) => (
            <Input {...control} {...field('bonusCoins')} type="number" inputMode="numeric" min={0} step={1} />
          )}
        </Field>
      </div>
      <fieldset className="grid gap-4 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">{pp.hindiSection}</legend>
        <p className="-mt-2 text-xs text-muted-foreground">{pp.hindiHint}</p>
        <Field label={pp.nameHiLabel} error={errors.nameHi}>
          {(control) => <Input {...control} {...field('nameHi')} lang="hi" maxLength={PLAN_NAME_MAX} />}
        </Field>
        <Field label={pp.descriptionHiLabel} error={errors.descriptionHi}>
          {(control) => (
            <Textarea
              {...control}
              {...field('descriptionHi')}
              lang="hi"
              rows={2}
              maxLength={PLAN_DESCRIPTION_MAX}
              className="max-h-32"
            />
          )}
        </Field>
      </fieldset>
      {serverError && (
        <Alert variant="destructive">
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {pp.cancel}
        </Button>
        <BusyButton type="submit" busy={save.isPending} busyLabel={isEdit ? pp.saving : pp.creating}>
          {isEdit ? p.saveChanges : p.createButton}
        </BusyButton>
      </DialogFooter>
    </form>
  );
}

/** 'Create New Plan' and 'Edit Plan': the same fields, checked by the contract's plan schema. */
export function PlanFormDialog({
  target,
  onClose,
  onCloseAutoFocus,
}: {
  target: PlanDialogTarget | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const isEdit = target?.mode === 'edit';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-h-[calc(100svh-2rem)] overflow-y-auto"
      >
        <DialogHeader>
          <DialogTitle>{isEdit ? p.editTitle : p.createTitle}</DialogTitle>
          <DialogDescription>{isEdit ? p.editDescription : p.createDescription}</DialogDescription>
        </DialogHeader>
        {target && (
          <PlanForm key={target.mode === 'edit' ? target.plan.id : 'new'} target={target} onDone={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
