import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CoinsIcon, HeadphonesIcon, HourglassIcon, MessageCircleIcon, SendIcon } from 'lucide-react';
import {
  canPayOneMinute,
  customerScreensMessages as m,
  formatRupeesShort,
  favouritesMessages,
  safetyMessages,
  sessionsMessages,
  MOODS,
  routes,
  SESSION_MODES,
  type Mood,
  type PublicListener,
  type SessionMode,
  languageName,
} from '@app/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCurrentSession, useRequestSession } from '@/features/customer/api/sessions';
import { useJoinQueue, useQueuePlace } from '@/features/customer/api/queue';
import { useCoinValuePaise, useWallet } from '@/features/customer/api/wallet';
import { RateText } from '@/features/customer/components/rate-text';
import { walletReturningTo } from '@/features/customer/return-target';
import { isLanguage, moodIcons, moodLabel } from '@/features/customer/options';
import { ApiError, serverMessageOr } from '@/lib/api-error';
import { cn } from '@/lib/utils';

const modeIcons = { AUDIO: HeadphonesIcon, CHAT: MessageCircleIcon } as const;

type Choice<T extends string> = { value: T; label: ReactNode };

/** A row of large radio tiles: easy to hit with a thumb, arrow keys move between them (native radios). */
function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  error,
  columns,
}: {
  legend: string;
  name: string;
  value: T | null;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  error?: string;
  columns: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border bg-background px-3 py-2.5 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 dark:bg-input/30',
              value === choice.value && 'border-brand bg-brand/10 hover:bg-brand/15 dark:bg-brand/15',
              error && 'border-destructive/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type Errors = Partial<Record<'mode' | 'language' | 'userMood', string>>;

/**
 * A customer whose wallet cannot pay one minute with this listener learns it before filling anything
 * in, and goes to buy coins with the way back here (the server refuses such a request all the same).
 */
function BuyCoinsFirst({ listener, balance }: { listener: PublicListener; balance: number }) {
  const coinValuePaise = useCoinValuePaise();
  const minute = listener.coinsPerMinute;
  return (
    <Alert className="border-warning/40 bg-warning/5">
      <CoinsIcon aria-hidden="true" className="text-warning" />
      <AlertTitle className="line-clamp-none font-semibold">{m.buyCoinsToTalk(listener.name)}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          {coinValuePaise === undefined
            ? m.oneMinuteCosts(listener.name, minute, balance)
            : m.oneMinuteCostsRupees(
                listener.name,
                minute,
                formatRupeesShort(minute * coinValuePaise),
                balance,
              )}
        </p>
        <Button asChild variant="brand" className="w-full sm:w-fit">
          <Link to={walletReturningTo(routes.app.listener(listener.id))}>
            <CoinsIcon aria-hidden="true" />
            {m.buyCoins}
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/**
 * Ask this listener for a session, once the wallet can pay a minute with them (else: buy coins first).
 * Each submission carries a fresh Idempotency-Key, so a double tap
 * or a retried request never opens two sessions. The server's refusal (offline, busy, no coins, an
 * open session) is shown as it says it, with the way forward.
 */
export function RequestForm({ listener }: { listener: PublicListener }) {
  const balance = useWallet().data?.balance;
  if (balance !== undefined && !canPayOneMinute(balance, listener.coinsPerMinute)) {
    return <BuyCoinsFirst listener={listener} balance={balance} />;
  }
  return <RequestFields listener={listener} />;
}

function RequestFields({ listener }: { listener: PublicListener }) {
  const navigate = useNavigate();
  const request = useRequestSession();
  const join = useJoinQueue();
  const place = useQueuePlace();
  // A busy listener: the form joins their line instead (the request is sent when they take you).
  const isBusy = listener.presence === 'busy';
  const current = useCurrentSession();
  const openSession = current.data;
  const [mode, setMode] = useState<SessionMode | null>(listener.preferredMode);
  const [language, setLanguage] = useState(listener.languages.length === 1 ? listener.languages[0]! : '');
  const [mood, setMood] = useState<Mood | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const languageId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending || join.isPending) return;
    const next: Errors = {};
    if (!mode) next.mode = m.chooseMode;
    if (!language) next.language = m.chooseLanguage;
    if (!mood) next.userMood = m.chooseMood;
    setErrors(next);
    if (!mode || !isLanguage(language) || !mood) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (isBusy) {
      join.mutate({ listenerId: listener.id, mode, language, userMood: mood });
      return;
    }
    request.mutate(
      {
        body: { listenerId: listener.id, mode, language, userMood: mood },
        idempotencyKey: crypto.randomUUID(),
      },
      {
        onSuccess: (session) => void navigate(routes.app.session(session.id)),
        // An open session elsewhere (another tab): learn which, to link to it.
        onError: () => void current.refetch(),
      },
    );
  };

  const refusal = isBusy ? join.error : request.error;
  const isBalance =
    refusal instanceof ApiError && (refusal.code === 'INSUFFICIENT_BALANCE' || refusal.status === 402);
  const isOpenSession =
    refusal instanceof ApiError && refusal.serverMessage === sessionsMessages.openSessionExists;
  const isBlockedByYou =
    refusal instanceof ApiError && refusal.serverMessage === safetyMessages.listenerBlockedByYou;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <ChoiceGroup
        legend={m.howToTalk}
        name="mode"
        value={mode}
        onChange={(value) => {
          setMode(value);
          setErrors((current) => ({ ...current, mode: undefined }));
        }}
        error={errors.mode}
        columns="grid-cols-2"
        choices={SESSION_MODES.map((value) => {
          const Icon = modeIcons[value];
          return {
            value,
            label: (
              <span className="flex items-center gap-2.5">
                <Icon className="size-5 shrink-0 text-brand" aria-hidden="true" />
                <span className="grid leading-tight">
                  <span className="font-medium">{m.modes[value]}</span>
                  <span className="text-xs text-muted-foreground">{m.modeHints[value]}</span>
                </span>
              </span>
            ),
          };
        })}
      />

      <div className="grid gap-2">
        <Label htmlFor={languageId}>{m.languageLabel}</Label>
        <NativeSelect
          id={languageId}
          value={language}
          onChange={(event) => {
            setLanguage(event.target.value);
            setErrors((current) => ({ ...current, language: undefined }));
          }}
          aria-invalid={errors.language ? true : undefined}
          aria-describedby={errors.language ? `${languageId}-error` : undefined}
          className="[&>select]:h-10 [&>select]:bg-background"
        >
          <option value="" disabled>
            {m.languagePlaceholder}
          </option>
          {listener.languages.map((value) => (
            <option key={value} value={value}>
              {languageName(value)}
            </option>
          ))}
        </NativeSelect>
        {errors.language && (
          <p id={`${languageId}-error`} className="text-sm text-destructive">
            {errors.language}
          </p>
        )}
      </div>

      <ChoiceGroup
        legend={m.howFeeling}
        name="userMood"
        value={mood}
        onChange={(value) => {
          setMood(value);
          setErrors((current) => ({ ...current, userMood: undefined }));
        }}
        error={errors.userMood}
        columns="grid-cols-2 sm:grid-cols-3"
        choices={MOODS.map((value) => {
          const Icon = moodIcons[value];
          return {
            value,
            label: (
              <span className="flex items-center gap-2">
                <Icon className="size-5 shrink-0 text-brand" aria-hidden="true" />
                {moodLabel(value)}
              </span>
            ),
          };
        })}
      />

      <div aria-live="polite">
        {refusal && (
          <Alert variant="destructive">
            <AlertTitle>{m.couldNotSendRequest}</AlertTitle>
            <AlertDescription>
              <p>{serverMessageOr(refusal, m.loadFallback)}</p>
              {isBalance && (
                <Button asChild size="sm" variant="outline" className="mt-2 text-foreground">
                  <Link to={walletReturningTo(routes.app.listener(listener.id))}>{m.buyCoins}</Link>
                </Button>
              )}
              {isOpenSession && (
                <Button asChild size="sm" variant="outline" className="mt-2 text-foreground">
                  <Link to={openSession ? routes.app.session(openSession.id) : routes.app.sessions}>
                    {m.goToMySession}
                  </Link>
                </Button>
              )}
              {isBlockedByYou && (
                <Button asChild size="sm" variant="outline" className="mt-2 text-foreground">
                  <Link to={routes.app.settings}>{m.openSettings}</Link>
                </Button>
              )}
            </AlertDescription>
          </Alert>
        )}
      </div>

      <div className="grid gap-2">
        <BusyButton
          type="submit"
          size="xl"
          variant="brand"
          className="w-full"
          busy={isBusy ? join.isPending : request.isPending}
          busyLabel={isBusy ? m.joiningLine : m.sendingRequest}
          icon={isBusy ? <HourglassIcon aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
          disabled={isBusy && place.data?.listener.id === listener.id}
        >
          {isBusy ? favouritesMessages.queueJoin : m.requestSession}
        </BusyButton>
        {isBusy && (
          <p className="text-center text-xs text-muted-foreground">{favouritesMessages.queueHint}</p>
        )}
        <p className="text-center text-xs text-muted-foreground">
          <RateText coinsPerMinute={listener.coinsPerMinute} />
          {m.billingNote(listener.billingGraceSeconds)}
        </p>
      </div>
    </form>
  );
}
