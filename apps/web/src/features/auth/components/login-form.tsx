import { Link, useNavigate } from 'react-router';
import { messages, routes } from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { serverMessageOr } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';

const loadLoginApi = () => import('@/features/auth/api/login');
const loadSchema = () => loadLoginApi().then((api) => api.loginInputSchema);

export function LoginForm() {
  const navigate = useNavigate();
  const setAuth = useAuthStore((state) => state.setAuth);
  const form = useSchemaForm({
    initialValues: { email: '', password: '' },
    loadSchema,
    onValid: async (body) => {
      const { login } = await loadLoginApi();
      const { token } = await login(body);
      setAuth(token);
      await navigate(routes.dashboard, { replace: true });
    },
    errorMessage: (error) => serverMessageOr(error, messages.client.loginFailed),
  });

  return (
    <form onSubmit={form.onSubmit} onFocus={form.preload} noValidate className="grid gap-4">
      {form.formError && (
        <Alert variant="destructive">
          <AlertDescription>{form.formError}</AlertDescription>
        </Alert>
      )}
      <Field label="Email" error={form.errors.email}>
        {(control) => (
          <Input
            {...control}
            {...form.field('email')}
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
          />
        )}
      </Field>
      <Field
        label="Password"
        error={form.errors.password}
        labelAction={
          <Link
            to={routes.forgotPassword}
            className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            Forgot your password?
          </Link>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.field('password')}
            autoComplete="current-password"
            placeholder="Your password"
          />
        )}
      </Field>
      <BusyButton type="submit" className="mt-1 w-full" busy={form.isBusy} busyLabel="Logging in...">
        Login
      </BusyButton>
    </form>
  );
}
