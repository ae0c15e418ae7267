import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  DEFAULT_COUNTRY,
  MAX_AGE,
  MIN_AGE,
  listenerProfileInputSchema,
  type Gender,
  type ListenerProfile,
  type ListenerProfileInput,
  type SessionMode,
} from '@app/contract';
import {
  BriefcaseBusinessIcon,
  FileBadgeIcon,
  LanguagesIcon,
  MapPinIcon,
  SaveIcon,
  UserRoundIcon,
  type LucideIcon,
} from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { LanguagePicker } from '@/features/listener-profile/components/language-picker';
import { IMAGE_ACCEPT, IMAGE_OR_PDF_ACCEPT } from '@/lib/upload-file';
import {
  FileUploadControl,
  SelectField,
  genderOptions,
  modeOptions,
  stateOptions,
} from '@/components/people/listener-fields';
import { cn } from '@/lib/utils';

export type ProfileFormInput = ListenerProfileInput;
export type ProfileFormOutput = z.output<typeof listenerProfileInputSchema>;

/** The saved profile as form values; unanswered fields start empty (selects on their placeholder). */
export function toFormValues(profile: ListenerProfile): ProfileFormInput {
  return {
    name: profile.name ?? '',
    // An empty number input: the schema answers 'Valid age is required'.
    age: profile.age ?? Number.NaN,
    dob: profile.dob?.slice(0, 10) ?? '',
    gender: (profile.gender ?? '') as Gender,
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    country: profile.country || DEFAULT_COUNTRY,
    pincode: profile.pincode ?? '',
    profilePicture: profile.profilePicture ?? '',
    description: profile.description ?? '',
    languages: profile.languages,
    preferredMode: (profile.preferredMode ?? '') as SessionMode,
    isExperienced: profile.isExperienced,
    idProofUrl: profile.idProofUrl ?? '',
    linkedInUrl: profile.linkedInUrl ?? '',
    withdrawalUpiId: profile.withdrawalUpiId ?? '',
  };
}

/** The latest date of birth of someone who is at least 18 by year difference (the spec's rule). */
const latestDob = () => `${new Date().getFullYear() - MIN_AGE}-12-31`;

function Section({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-5">
      <CardHeader className="border-b [.border-b]:pb-5">
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
            <Icon className="size-4.5" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <CardTitle>
              <h2 className="text-base">{title}</h2>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid items-start gap-5 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

export type ProfileFormProps = {
  profile: ListenerProfile;
  /** Read-only: every control disabled and no save button (the application has left PENDING). */
  locked: boolean;
  isSaving: boolean;
  onSave: (values: ProfileFormOutput) => Promise<ProfileFormInput | undefined>;
  onInvalid: () => void;
  onUploadError: (message: string, error: unknown) => void;
  /** Status messages shown beside the save button. */
  notice?: ReactNode;
};

export function ProfileForm({
  profile,
  locked,
  isSaving,
  onSave,
  onInvalid,
  onUploadError,
  notice,
}: ProfileFormProps) {
  // Selects also get it as defaultValue: React then marks the option selected on the first render.
  const [initial] = useState(() => toFormValues(profile));
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(listenerProfileInputSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const experienceId = useId();
  const [uploads, setUploads] = useState(0);
  const onBusyChange = (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));

  const submit = form.handleSubmit(async (values) => {
    const saved = await onSave(values);
    // Show what the server stored (trimmed, canonical language names) as the new baseline.
    if (saved) form.reset(saved);
  }, onInvalid);

  const disabled = locked;
  const busy = isSaving || uploads > 0;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Listener profile">
      <fieldset
        disabled={disabled}
        className={cn(
          'grid min-w-0 gap-6',
          // Read-only, not unavailable: keep the answers legible.
          disabled &&
            '[&_[data-slot=input]:disabled]:opacity-80 [&_[data-slot=native-select]:disabled]:opacity-80 [&_[data-slot=textarea]:disabled]:opacity-80',
        )}
      >
        <Section
          icon={UserRoundIcon}
          title="Personal Information"
          description="Who you are. Your name is shown to the people you listen to."
        >
          <Field label="Name" error={errors.name?.message} className="sm:col-span-2">
            {(field) => (
              <Input {...field} {...register('name')} autoComplete="name" placeholder="Your full name" />
            )}
          </Field>
          <Field label="Age" error={errors.age?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('age', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={MIN_AGE}
                max={MAX_AGE}
                placeholder={`${MIN_AGE}-${MAX_AGE}`}
              />
            )}
          </Field>
          <Field label="Date of Birth" error={errors.dob?.message}>
            {(field) => (
              <Input {...field} {...register('dob')} type="date" max={latestDob()} autoComplete="bday" />
            )}
          </Field>
          <SelectField
            label="Gender"
            error={errors.gender?.message}
            placeholder="Select gender"
            options={genderOptions}
            {...register('gender')}
            defaultValue={initial.gender}
          />
          <Field label="Phone Number" error={errors.phone?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="98765 43210"
              />
            )}
          </Field>
        </Section>

        <Section
          icon={MapPinIcon}
          title="Address Information"
          description="Where you live. Never shown to customers."
        >
          <Field label="Address" error={errors.address?.message} className="sm:col-span-2">
            {(field) => (
              <Input
                {...field}
                {...register('address')}
                autoComplete="street-address"
                placeholder="House, street, area"
              />
            )}
          </Field>
          <Field label="City" error={errors.city?.message}>
            {(field) => (
              <Input {...field} {...register('city')} autoComplete="address-level2" placeholder="City" />
            )}
          </Field>
          <SelectField
            label="State"
            error={errors.state?.message}
            placeholder="Select state or union territory"
            options={stateOptions}
            {...register('state')}
            defaultValue={initial.state}
          />
          <Field label="Country" error={errors.country?.message}>
            {(field) => <Input {...field} {...register('country')} autoComplete="country-name" />}
          </Field>
          <Field label="Pincode" error={errors.pincode?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('pincode')}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                placeholder="6 digits"
              />
            )}
          </Field>
        </Section>

        <Section
          icon={FileBadgeIcon}
          title="Profile & Documents"
          description="Your photo and ID proof are seen only by you and the admins until you are approved."
        >
          <FileUploadControl
            control={control}
            name="profilePicture"
            label="Profile Picture"
            accept={IMAGE_ACCEPT}
            hint="A clear photo of your face: JPG, PNG or WebP"
            rounded
            className="sm:col-span-2"
            disabled={disabled}
            onUploadError={onUploadError}
            onBusyChange={onBusyChange}
          />
          <FileUploadControl
            control={control}
            name="idProofUrl"
            label="ID Proof"
            accept={IMAGE_OR_PDF_ACCEPT}
            hint="Aadhaar, PAN, passport or similar: PDF, JPG, JPEG or PNG"
            className="sm:col-span-2"
            disabled={disabled}
            onUploadError={onUploadError}
            onBusyChange={onBusyChange}
          />
          <Field
            label="Description"
            error={errors.description?.message}
            hint="A few lines about you and how you listen."
            className="sm:col-span-2"
          >
            {(field) => (
              <Textarea
                {...field}
                {...register('description')}
                rows={4}
                className="min-h-24"
                placeholder="I am a calm, patient listener who..."
              />
            )}
          </Field>
          <Field label="LinkedIn Profile URL" error={errors.linkedInUrl?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('linkedInUrl')}
                type="url"
                inputMode="url"
                placeholder="https://www.linkedin.com/in/your-name"
              />
            )}
          </Field>
          <Field
            label="UPI ID for withdrawals"
            error={errors.withdrawalUpiId?.message}
            hint={errors.withdrawalUpiId ? undefined : 'Your earnings are paid to this UPI ID.'}
          >
            {(field) => (
              <Input
                {...field}
                {...register('withdrawalUpiId')}
                autoCapitalize="none"
                spellCheck={false}
                placeholder="name@bank"
              />
            )}
          </Field>
        </Section>

        <Section
          icon={LanguagesIcon}
          title="Languages & Preferences"
          description="Customers are matched with listeners who speak their language."
        >
          <Controller
            control={control}
            name="languages"
            render={({ field, fieldState }) => (
              <div className="sm:col-span-2">
                <LanguagePicker
                  label="Languages"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  disabled={disabled}
                />
              </div>
            )}
          />
          <SelectField
            label="Preferred Mode"
            error={errors.preferredMode?.message}
            placeholder="Select mode"
            options={modeOptions}
            {...register('preferredMode')}
            defaultValue={initial.preferredMode}
          />
          <Controller
            control={control}
            name="isExperienced"
            render={({ field }) => (
              <div
                className={cn(
                  'flex items-start gap-3 self-end rounded-lg border p-3 sm:min-h-9',
                  field.value && 'border-brand/40 bg-brand/5',
                )}
              >
                <Checkbox
                  id={experienceId}
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  disabled={disabled}
                  className="mt-0.5"
                />
                <div className="grid gap-1">
                  <Label htmlFor={experienceId} className="flex items-center gap-1.5">
                    <BriefcaseBusinessIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />I
                    have listening experience
                  </Label>
                  <p className="text-xs text-muted-foreground">
                    Counselling, peer support, a helpline or similar.
                  </p>
                </div>
              </div>
            )}
          />
        </Section>

        {!locked && (
          <div className="grid gap-4">
            {notice}
            <div className="flex flex-col-reverse gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted-foreground">
                Every field is required. You can edit your application until an admin starts reviewing it.
              </p>
              <BusyButton
                type="submit"
                size="lg"
                className="w-full shrink-0 sm:w-auto"
                disabled={busy}
                busy={isSaving}
                busyLabel="Saving..."
                icon={<SaveIcon aria-hidden="true" />}
              >
                Save Profile
              </BusyButton>
            </div>
          </div>
        )}
      </fieldset>
    </form>
  );
}
