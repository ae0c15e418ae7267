import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  type AdminListenerUpdate,
  adminListenerUpdateSchema,
  DEFAULT_COUNTRY,
  type ListenerProfile,
  listenerProfileInputSchema,
  MAX_AGE,
  MAX_COINS_PER_MINUTE,
  MIN_AGE,
  type OwnListenerProfile,
  peopleFormsMessages,
  PINCODE_LENGTH,
} from '@app/contract';
import {
  BriefcaseBusinessIcon,
  FileBadgeIcon,
  LanguagesIcon,
  MapPinIcon,
  UserRoundIcon,
  type LucideIcon,
} from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { LanguagePicker } from '@/components/people/language-picker';
import {
  FileUploadControl,
  SelectField,
  genderOptions,
  modeOptions,
  stateOptions,
} from '@/components/people/listener-fields';
import { useInFlight } from '@/hooks/use-in-flight';
import { IMAGE_ACCEPT, IMAGE_OR_PDF_ACCEPT } from '@/lib/upload-file';
import { cn } from '@/lib/utils';

/**
 * The one listener profile form, in two modes:
 * - `self`: the listener's own application (/dashboard/profile): the listener's schema and messages,
 *   a PDF allowed as ID proof, read-only once the application has left PENDING.
 * - `admin`: an admin editing a listener (Listeners > Edit): the admin schema and messages (§5), images
 *   only for both files (ARCHITECTURE.md, Decisions), plus the rate.
 * The fields, their order and their rules are the same; only wording, files and the rate differ.
 */
type ListenerFormMode = 'self' | 'admin';

export type SelfFormOutput = z.output<typeof listenerProfileInputSchema>;
export type AdminFormOutput = z.output<typeof adminListenerUpdateSchema>;

/** Both modes' values: the admin mode adds the listener's id and rate. */
type ListenerFormValues = Omit<AdminListenerUpdate, 'id' | 'coinsPerMinute' | 'isBlocked'> & {
  id?: string;
  coinsPerMinute?: number;
};

/** Labels and hints that differ between the two modes (the spec words each form its own way). */
const wording = (mode: 'self' | 'admin') => {
  const { self, admin } = peopleFormsMessages.wording;
  return mode === 'self'
    ? { ...self }
    : {
        ...admin,
        pictureHint: undefined,
        descriptionHint: undefined,
        upiHint: undefined,
        experiencedHint: undefined,
      };
};

/** The form's sections (read while rendering: in the language shown). */
const sections = () => {
  const m = peopleFormsMessages.sections;
  return {
    personal: { icon: UserRoundIcon, title: m.personalTitle, description: m.personalText },
    address: { icon: MapPinIcon, title: m.addressTitle, description: m.addressText },
    documents: { icon: FileBadgeIcon, title: m.documentsTitle, description: m.documentsText },
    preferences: { icon: LanguagesIcon, title: m.preferencesTitle, description: m.preferencesText },
  } satisfies Record<string, { icon: LucideIcon; title: string; description: string }>;
};

/**
 * A saved profile as form values; unanswered fields start empty (selects on their placeholder, an
 * empty age answers the schema's 'required' message). The listener's own form starts the country at
 * India; the admin form shows what is stored.
 */
function toFormValues(profile: OwnListenerProfile, mode: ListenerFormMode): ListenerFormValues {
  const values: ListenerFormValues = {
    name: profile.name ?? '',
    age: profile.age ?? Number.NaN,
    dob: profile.dob?.slice(0, 10) ?? '',
    gender: (profile.gender ?? '') as ListenerFormValues['gender'],
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    country: mode === 'self' ? profile.country || DEFAULT_COUNTRY : profile.country,
    pincode: profile.pincode ?? '',
    profilePicture: profile.profilePicture ?? '',
    description: profile.description ?? '',
    languages: profile.languages,
    preferredMode: (profile.preferredMode ?? '') as ListenerFormValues['preferredMode'],
    isExperienced: profile.isExperienced,
    idProofUrl: profile.idProofUrl ?? '',
    linkedInUrl: profile.linkedInUrl ?? '',
    withdrawalUpiId: profile.withdrawalUpiId ?? '',
  };
  return mode === 'admin' ? { ...values, id: profile.id, coinsPerMinute: profile.coinsPerMinute } : values;
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button';

/** Focuses the first control marked invalid in the form (a group's first control for a group). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}

/** The latest date of birth of someone who is at least 18 by year difference (the spec's rule). */
const latestDob = () => `${new Date().getFullYear() - MIN_AGE}-12-31`;

function Section({
  mode,
  section,
  children,
}: {
  mode: ListenerFormMode;
  section: { icon: LucideIcon; title: string; description: string };
  children: ReactNode;
}) {
  if (mode === 'admin') {
    return (
      <fieldset className="grid items-start gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">{section.title}</legend>
        {children}
      </fieldset>
    );
  }
  const Icon = section.icon;
  return (
    <Card className="gap-5">
      <CardHeader className="border-b [.border-b]:pb-5">
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
            <Icon className="size-4.5" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <CardTitle>
              <h2 className="text-base">{section.title}</h2>
            </CardTitle>
            <CardDescription>{section.description}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid items-start gap-5 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/** What the footer (save button, messages) needs to know. */
type ListenerFormState = {
  /** The save request is in flight. */
  saving: boolean;
  /** Saving or an upload is in flight: the save button waits. */
  busy: boolean;
};

type CommonProps = {
  profile: OwnListenerProfile;
  /** Read-only: every control disabled (the listener's application has left PENDING). */
  locked?: boolean;
  onInvalid?: () => void;
  /** Told when the form gains or loses unsaved changes (to warn before they are discarded). */
  onDirtyChange?: (dirty: boolean) => void;
  onUploadError: (message: string, error: unknown) => void;
  /** The save button and messages, below the fields. */
  footer: (state: ListenerFormState) => ReactNode;
  className?: string;
  /** Classes of the box holding the fields (the admin dialog scrolls it). */
  fieldsClassName?: string;
};

/** `onSave` answers the stored profile (the form shows it as its new baseline) or nothing. */
type ListenerFormProps = CommonProps &
  (
    | { mode: 'self'; onSave: (values: SelfFormOutput) => Promise<ListenerProfile | undefined> }
    | { mode: 'admin'; onSave: (values: AdminFormOutput) => Promise<ListenerProfile | undefined> }
  );

export function ListenerForm(props: ListenerFormProps) {
  const {
    mode,
    profile,
    locked = false,
    onInvalid,
    onDirtyChange,
    onUploadError,
    footer,
    className,
    fieldsClassName,
  } = props;
  const text = wording(mode);
  const [initial] = useState(() => toFormValues(profile, mode));
  const resolver = (mode === 'admin'
    ? zodResolver(adminListenerUpdateSchema)
    : zodResolver(listenerProfileInputSchema)) as unknown as Resolver<ListenerFormValues>;
  const form = useForm<ListenerFormValues>({
    resolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus goes to the first invalid field on screen (see focusFirstInvalid), not in registration order.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit has rendered its errors: the first field marked invalid, top to bottom.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const { register, control, setValue, formState } = form;
  const { errors, isSubmitted, isDirty } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const experienceId = useId();
  const [uploads, setUploads] = useState(0);
  const onBusyChange = (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));
  // One save at a time: a double click on Save sends one request.
  const { run, isRunning } = useInFlight();
  const saving = isRunning();

  const submit = form.handleSubmit(
    (values) =>
      run('save', async () => {
        const saved =
          props.mode === 'admin'
            ? await props.onSave(values as unknown as AdminFormOutput)
            : await props.onSave(values);
        // Show what the server stored (trimmed, canonical language names) as the new baseline.
        if (saved) form.reset(toFormValues(saved, mode));
      }),
    () => {
      onInvalid?.();
      setFocusRequest((count) => count + 1);
    },
  );

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
  // The listener's own details may be filled in by the browser; someone else's may not.
  const auto = (token: string) => (mode === 'self' ? token : 'off');

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={text.formLabel}
      className={cn('grid min-w-0 gap-6', className)}
    >
      <fieldset
        disabled={locked}
        className={cn(
          'grid min-w-0 gap-6',
          // Read-only, not unavailable: keep the answers legible.
          locked &&
            '[&_[data-slot=input]:disabled]:opacity-80 [&_[data-slot=native-select]:disabled]:opacity-80 [&_[data-slot=textarea]:disabled]:opacity-80',
          fieldsClassName,
        )}
      >
        <Section mode={mode} section={sections().personal}>
          <Field label={peopleFormsMessages.name} error={errors.name?.message} className="sm:col-span-2">
            {(field) => (
              <Input
                {...field}
                {...register('name')}
                autoComplete={auto('name')}
                placeholder={text.namePlaceholder}
              />
            )}
          </Field>
          <Field label={peopleFormsMessages.age} error={errors.age?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('age', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={MIN_AGE}
                max={MAX_AGE}
                placeholder={peopleFormsMessages.ageRange(MIN_AGE, MAX_AGE)}
              />
            )}
          </Field>
          <Field label={text.dob} error={errors.dob?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('dob')}
                type="date"
                max={latestDob()}
                autoComplete={auto('bday')}
              />
            )}
          </Field>
          <SelectField
            label={peopleFormsMessages.gender}
            error={errors.gender?.message}
            placeholder={peopleFormsMessages.selectGender}
            options={genderOptions}
            {...selectField('gender')}
          />
          <Field label={text.phone} error={errors.phone?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('phone')}
                type="tel"
                inputMode="tel"
                autoComplete={auto('tel')}
                placeholder={peopleFormsMessages.phonePlaceholder}
              />
            )}
          </Field>
        </Section>

        <Section mode={mode} section={sections().address}>
          <Field
            label={peopleFormsMessages.address}
            error={errors.address?.message}
            className="sm:col-span-2"
          >
            {(field) => (
              <Input
                {...field}
                {...register('address')}
                autoComplete={auto('street-address')}
                placeholder={peopleFormsMessages.addressPlaceholder}
              />
            )}
          </Field>
          <Field label={peopleFormsMessages.city} error={errors.city?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('city')}
                autoComplete={auto('address-level2')}
                placeholder={peopleFormsMessages.city}
              />
            )}
          </Field>
          <SelectField
            label={peopleFormsMessages.state}
            error={errors.state?.message}
            placeholder={text.statePlaceholder}
            options={stateOptions}
            {...selectField('state')}
          />
          <Field label={peopleFormsMessages.country} error={errors.country?.message}>
            {(field) => <Input {...field} {...register('country')} autoComplete={auto('country-name')} />}
          </Field>
          <Field label={peopleFormsMessages.pincode} error={errors.pincode?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('pincode')}
                inputMode="numeric"
                autoComplete={auto('postal-code')}
                maxLength={6}
                placeholder={peopleFormsMessages.pincodePlaceholder(PINCODE_LENGTH)}
              />
            )}
          </Field>
        </Section>

        <Section mode={mode} section={sections().documents}>
          <FileUploadControl
            control={control}
            name="profilePicture"
            label={text.picture}
            accept={IMAGE_ACCEPT}
            hint={text.pictureHint}
            rounded
            className="sm:col-span-2"
            disabled={locked}
            onUploadError={onUploadError}
            onBusyChange={onBusyChange}
          />
          <FileUploadControl
            control={control}
            name="idProofUrl"
            label={text.idProof}
            accept={mode === 'self' ? IMAGE_OR_PDF_ACCEPT : IMAGE_ACCEPT}
            hint={text.idProofHint}
            className="sm:col-span-2"
            disabled={locked}
            onUploadError={onUploadError}
            onBusyChange={onBusyChange}
          />
          <Field
            label={peopleFormsMessages.description}
            error={errors.description?.message}
            hint={text.descriptionHint}
            className="sm:col-span-2"
          >
            {(field) => (
              <Textarea
                {...field}
                {...register('description')}
                rows={4}
                className="min-h-24"
                placeholder={text.descriptionPlaceholder}
              />
            )}
          </Field>
          <Field label={text.linkedIn} error={errors.linkedInUrl?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('linkedInUrl')}
                type="url"
                inputMode="url"
                placeholder={peopleFormsMessages.linkedInPlaceholder}
              />
            )}
          </Field>
          <Field
            label={text.upi}
            error={errors.withdrawalUpiId?.message}
            hint={errors.withdrawalUpiId ? undefined : text.upiHint}
          >
            {(field) => (
              <Input
                {...field}
                {...register('withdrawalUpiId')}
                autoCapitalize="none"
                spellCheck={false}
                placeholder={peopleFormsMessages.upiPlaceholder}
              />
            )}
          </Field>
        </Section>

        <Section mode={mode} section={sections().preferences}>
          <Controller
            control={control}
            name="languages"
            render={({ field, fieldState }) => (
              <div className="sm:col-span-2">
                <LanguagePicker
                  label={peopleFormsMessages.languages}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  disabled={locked}
                />
              </div>
            )}
          />
          <SelectField
            label={text.mode}
            error={errors.preferredMode?.message}
            placeholder={peopleFormsMessages.selectMode}
            options={modeOptions}
            {...selectField('preferredMode')}
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
                  disabled={locked}
                  className="mt-0.5"
                />
                <div className="grid gap-1">
                  <Label htmlFor={experienceId} className="flex items-center gap-1.5">
                    <BriefcaseBusinessIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />
                    {text.experienced}
                  </Label>
                  {text.experiencedHint && (
                    <p className="text-xs text-muted-foreground">{text.experiencedHint}</p>
                  )}
                </div>
              </div>
            )}
          />
          {mode === 'admin' && (
            <Field
              label={peopleFormsMessages.rate}
              error={errors.coinsPerMinute?.message}
              hint={peopleFormsMessages.rateHint(MAX_COINS_PER_MINUTE)}
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_COINS_PER_MINUTE}
                  step={1}
                  {...register('coinsPerMinute', { valueAsNumber: true })}
                />
              )}
            </Field>
          )}
        </Section>
      </fieldset>
      {footer({ saving, busy: saving || uploads > 0 })}
    </form>
  );
}
