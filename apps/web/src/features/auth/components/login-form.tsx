import { Suspense, lazy, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authScreensMessages, clientMessages, routes } from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { serverMessageOr } from '@/lib/api-error';
import { homePathFor } from '@/lib/auth-user';
import { useAuthStore } from '@/stores/auth-store';

const loadLoginApi = () => import('@/features/auth/api/login');
const loadSchema = () => loadLoginApi().then((api) => api.loginInputSchema);
// Only accounts with two-step sign-in reach it: its own chunk, off the first load of /login.
const TwoFactorCodeStep = lazy(() =>
  import('@/features/two-factor').then((feature) => ({ default: feature.TwoFactorCodeStep })),
);

export function LoginForm() {
  const navigate = useNavigate();
  const errorId = useId();
  const setAuth = useAuthStore((state) => state.setAuth);
  // Set when the password was right and the account asks for its code (two-step sign-in).
  const [challenge, setChallenge] = useState<string | null>(null);
  const signIn = async (token: string) => {
    setAuth(token);
    const role = useAuthStore.getState().user?.role ?? '';
    await navigate(homePathFor(role), { replace: true });
  };
  const form = useSchemaForm({
    initialValues: { email: '', password: '' },
    loadSchema,
    onValid: async (body) => {
      const { login } = await loadLoginApi();
      const answer = await login(body);
      if ('challenge' in answer) setChallenge(answer.challenge);
      else await signIn(answer.token);
    },
    errorMessage: (error) => serverMessageOr(error, clientMessages.loginFailed),
    fieldToFix: 'password',
  });

  if (challenge)
    return (
      <Suspense fallback={null}>
        <TwoFactorCodeStep challenge={challenge} onSignedIn={signIn} onBack={() => setChallenge(null)} />
      </Suspense>
    );

  return (
    <form onSubmit={form.onSubmit} onFocus={form.preload} noValidate className="grid gap-4">
      <Field label={authScreensMessages.email} error={form.errors.email}>
        {(control) => (
          <Input
            {...control}
            {...form.field('email')}
            type="email"
            autoComplete="email"
            placeholder={authScreensMessages.emailPlaceholder}
          />
        )}
      </Field>
      <Field
        label={authScreensMessages.password}
        error={form.errors.password}
        labelAction={
          <Link
            to={routes.forgotPassword}
            className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            {authScreensMessages.login.forgot}
          </Link>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.field('password')}
            // A refused sign-in marks the password to fix (until it is edited), not only the alert.
            aria-invalid={control['aria-invalid'] || Boolean(form.formError)}
            aria-describedby={form.formError ? errorId : control['aria-describedby']}
            autoComplete="current-password"
            placeholder={authScreensMessages.login.passwordPlaceholder}
          />
        )}
      </Field>
      {/* The error's space is kept: the button does not jump when a sign-in is refused. */}
      <div className="min-h-12" id={errorId} aria-live="polite">
        {form.formError && (
          <Alert variant="destructive" className="py-2.5">
            <AlertDescription>{form.formError}</AlertDescription>
          </Alert>
        )}
      </div>
      <BusyButton
        type="submit"
        className="w-full"
        busy={form.isBusy}
        busyLabel={authScreensMessages.login.busy}
      >
        {authScreensMessages.login.submit}
      </BusyButton>
    </form>
  );
}
