import { Link } from 'react-router';
import { routes } from '@app/contract';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginPage() {
  return (
    <AuthLayout
      title="Sign in"
      description="Enter your email and password to open your console."
      footer={
        <>
          New to ListenWell?{' '}
          <Link to={routes.signup} className="font-medium text-foreground underline underline-offset-4">
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
