import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  adminListenerUpdateSchema,
  MAX_COINS_PER_MINUTE,
  messages,
  type AdminListenerUpdate,
  type ListenerProfile,
} from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Checkbox } from '@/components/ui/checkbox';
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
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useListener } from '@/features/listeners/api/get-listener';
import { useUpdateListener } from '@/features/listeners/api/update-listener';
import { LanguageMultiSelect } from '@/features/listeners/components/language-multi-select';
import {
  FileUploadControl,
  SelectField,
  genderOptions,
  modeOptions,
  stateOptions,
} from '@/components/people/listener-fields';
import { serverMessageOr } from '@/lib/api-error';

type FormInput = AdminListenerUpdate;
type FormOutput = z.output<typeof adminListenerUpdateSchema>;

/** The admin form accepts images only for both files (spec §5; ARCHITECTURE.md, Decisions). */
const IMAGE_ONLY = 'image/jpeg,image/png,image/webp';

function toFormValues(profile: ListenerProfile): FormInput {
  return {
    id: profile.id,
    name: profile.name,
    // Missing numbers stay undefined, so the schema's own message ('Age must be positive') shows.
    age: profile.age ?? (undefined as unknown as number),
    dob: profile.dob?.slice(0, 10) ?? '',
    gender: (profile.gender ?? '') as FormInput['gender'],
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    country: profile.country,
    pincode: profile.pincode ?? '',
    profilePicture: profile.profilePicture ?? '',
    description: profile.description ?? '',
    languages: profile.languages,
    preferredMode: (profile.preferredMode ?? '') as FormInput['preferredMode'],
    isExperienced: profile.isExperienced,
    idProofUrl: profile.idProofUrl ?? '',
    linkedInUrl: profile.linkedInUrl ?? '',
    withdrawalUpiId: profile.withdrawalUpiId ?? '',
    coinsPerMinute: profile.coinsPerMinute,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function EditForm({ profile, onDone }: { profile: ListenerProfile; onDone: () => void }) {
  const update = useUpdateListener();
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adminListenerUpdateSchema),
    defaultValues: toFormValues(profile),
  });

  const onSubmit = async (values: FormOutput) => {
    setServerError(null);
    try {
      const answer = await update.mutateAsync(values);
      toast.success(answer.message);
      onDone();
    } catch (failure) {
      setServerError(
        serverMessageOr(failure, failure instanceof Error ? failure.message : messages.client.unknownError),
      );
    }
  };
  const [gender, state, preferredMode] = useWatch({ control, name: ['gender', 'state', 'preferredMode'] });
  const selectValues = { gender, state, preferredMode };
  // Selects are controlled: their value must follow the form even before their options exist.
  const selectField = (name: 'gender' | 'state' | 'preferredMode') => {
    const { ref, onBlur } = register(name);
    return {
      ref,
      name,
      onBlur,
      value: selectValues[name] ?? '',
      onChange: (event: ChangeEvent<HTMLSelectElement>) =>
        setValue(name, event.target.value as never, { shouldValidate: isSubmitted, shouldDirty: true }),
    };
  };
  const onBusyChange = (busy: boolean) => setUploading((count) => count + (busy ? 1 : -1));
  // The spec: in the admin form an upload failure is only logged (the field shows it as well).
  const onUploadError = (message: string, cause: unknown) => console.error(message, cause);

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="grid min-h-0 grid-rows-[minmax(0,1fr)_auto] gap-4"
      aria-label="Edit listener"
    >
      <div className="-mx-6 grid min-h-0 gap-6 overflow-y-auto px-6 pb-1">
        <Section title="Personal Information">
          <Field label="Name" error={errors.name?.message}>
            {(props) => <Input {...props} autoComplete="off" {...register('name')} />}
          </Field>
          <Field label="Age" error={errors.age?.message}>
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                {...register('age', { valueAsNumber: true })}
              />
            )}
          </Field>
          <Field label="Date of birth" error={errors.dob?.message}>
            {(props) => <Input {...props} type="date" {...register('dob')} />}
          </Field>
          <SelectField
            label="Gender"
            error={errors.gender?.message}
            placeholder="Select gender"
            options={genderOptions}
            {...selectField('gender')}
          />
          <Field label="Phone" error={errors.phone?.message}>
            {(props) => <Input {...props} type="tel" {...register('phone')} />}
          </Field>
        </Section>

        <Section title="Address Information">
          <Field label="Address" error={errors.address?.message} className="sm:col-span-2">
            {(props) => <Input {...props} {...register('address')} />}
          </Field>
          <Field label="City" error={errors.city?.message}>
            {(props) => <Input {...props} {...register('city')} />}
          </Field>
          <SelectField
            label="State"
            error={errors.state?.message}
            placeholder="Select state"
            options={stateOptions}
            {...selectField('state')}
          />
          <Field label="Country" error={errors.country?.message}>
            {(props) => <Input {...props} {...register('country')} />}
          </Field>
          <Field label="Pincode" error={errors.pincode?.message}>
            {(props) => <Input {...props} inputMode="numeric" maxLength={6} {...register('pincode')} />}
          </Field>
        </Section>

        <Section title="Profile & Documents">
          <FileUploadControl
            control={control}
            name="profilePicture"
            label="Profile picture"
            accept={IMAGE_ONLY}
            onBusyChange={onBusyChange}
            onUploadError={onUploadError}
            rounded
          />
          <FileUploadControl
            control={control}
            name="idProofUrl"
            label="ID proof"
            hint="JPG, PNG or WEBP. A document already on file can stay as it is."
            accept={IMAGE_ONLY}
            onBusyChange={onBusyChange}
            onUploadError={onUploadError}
          />
          <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
            {(props) => <Textarea {...props} rows={3} {...register('description')} />}
          </Field>
          <Field label="LinkedIn URL" error={errors.linkedInUrl?.message} className="sm:col-span-2">
            {(props) => (
              <Input
                {...props}
                type="url"
                placeholder="https://www.linkedin.com/in/..."
                {...register('linkedInUrl')}
              />
            )}
          </Field>
        </Section>

        <Section title="Languages & Preferences">
          <Controller
            control={control}
            name="languages"
            render={({ field, fieldState }) => (
              <Field label="Languages" error={fieldState.error?.message} className="sm:col-span-2">
                {(props) => (
                  <LanguageMultiSelect
                    {...props}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              </Field>
            )}
          />
          <SelectField
            label="Preferred mode"
            error={errors.preferredMode?.message}
            placeholder="Select mode"
            options={modeOptions}
            {...selectField('preferredMode')}
          />
          <Controller
            control={control}
            name="isExperienced"
            render={({ field }) => (
              <div className="flex items-center gap-2 sm:mt-7">
                <Checkbox
                  id="listener-experienced"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                <Label htmlFor="listener-experienced">Experienced listener</Label>
              </div>
            )}
          />
          <Field label="UPI ID" error={errors.withdrawalUpiId?.message}>
            {(props) => <Input {...props} placeholder="name@bank" {...register('withdrawalUpiId')} />}
          </Field>
          <Field
            label="Rate (coins per minute)"
            error={errors.coinsPerMinute?.message}
            hint={`What customers pay per minute, 1 to ${MAX_COINS_PER_MINUTE}`}
          >
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_COINS_PER_MINUTE}
                step={1}
                {...register('coinsPerMinute', { valueAsNumber: true })}
              />
            )}
          </Field>
        </Section>
      </div>
      <div className="grid gap-3 border-t pt-4">
        {serverError && (
          <Alert variant="destructive">
            <AlertDescription>{serverError}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <BusyButton type="submit" disabled={uploading > 0} busy={isSubmitting} busyLabel="Saving...">
            Save Changes
          </BusyButton>
        </DialogFooter>
      </div>
    </form>
  );
}

export type ListenerEditDialogProps = { listenerId: string | null; onClose: () => void };

/** Edit every field of a listener's profile and their rate; validation is the contract's admin schema. */
export function ListenerEditDialog({ listenerId, onClose }: ListenerEditDialogProps) {
  const { data: profile, error, isLoading, refetch } = useListener(listenerId);
  return (
    <Dialog open={listenerId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)] sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Edit Listener</DialogTitle>
          <DialogDescription>
            {profile
              ? `Changes to ${profile.name}'s profile are recorded in the audit log.`
              : 'Loading the profile...'}
          </DialogDescription>
        </DialogHeader>
        {isLoading && (
          <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} className="h-14" />
            ))}
          </div>
        )}
        {error && (
          <LoadErrorAlert message={serverMessageOr(error, error.message)} onRetry={() => void refetch()} />
        )}
        {profile && <EditForm key={profile.id} profile={profile} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
