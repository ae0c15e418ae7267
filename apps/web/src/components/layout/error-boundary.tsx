import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SUPPORT_EMAIL } from '@app/contract';

type ErrorBoundaryState = { error: unknown };

/**
 * Last line of defence for a screen that throws while rendering or cannot load its code (a new
 * release replaced the chunk): say so plainly and offer a reload, which fetches the current release.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <main
        role="alert"
        className="flex min-h-[60svh] flex-1 flex-col items-center justify-center px-4 py-16 text-center"
      >
        <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          This page could not be shown. Reloading usually fixes it. If it keeps happening, write to{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-medium text-foreground underline underline-offset-4"
          >
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </main>
    );
  }
}
