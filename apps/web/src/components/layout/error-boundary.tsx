import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { frameMessages, SUPPORT_EMAIL } from '@app/contract';

type ErrorBoundaryState = { error: unknown };

type ErrorBoundaryProps = {
  children: ReactNode;
  /** A new value (the next page's path) clears a caught error, without remounting what it wraps. */
  resetKey?: string;
  /** Inside the console shell the message is a region of the page, not the page's main landmark. */
  embedded?: boolean;
};

/**
 * Last line of defence for a screen that throws while rendering or cannot load its code (a new
 * release replaced the chunk): say so plainly and offer a reload, which fetches the current release.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    // Keying the boundary by path would remount the whole tree (the console shell included) on
    // every navigation; resetting only a caught error keeps the shell and its state.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const Region = this.props.embedded ? 'div' : 'main';
    return (
      <Region
        role="alert"
        className="flex min-h-[60svh] flex-1 flex-col items-center justify-center px-4 py-16 text-center"
      >
        <h1 className="text-2xl font-bold tracking-tight">{frameMessages.crash.title}</h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          {frameMessages.crash.before}{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-medium text-foreground underline underline-offset-4"
          >
            {SUPPORT_EMAIL}
          </a>
          {frameMessages.crash.after}
        </p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          {frameMessages.crash.reload}
        </Button>
      </Region>
    );
  }
}
