import type { ReactNode } from 'react';
import { frameMessages, type Role } from '@app/contract';
import { useWaitingRequestsStore } from '@/stores/waiting-requests-store';

export type PageHeaderProps = {
  title: string;
  description?: string;
  /** Buttons on the right (stack under the title on a phone). */
  actions?: ReactNode;
  /**
   * For markup drawn before any script, which cannot know who is signed in (the landing HTML's frame):
   * one description per role, each shown only under `html[data-role=<role>]` (set by theme-init.js
   * from the stored sign-in; index.html's style hides the others).
   */
  roleDescriptions?: Partial<Record<Role, string>>;
};

/** The title block every console screen opens with; also names the browser tab. */
export function PageHeader({ title, description, actions, roleDescriptions = {} }: PageHeaderProps) {
  // Requests waiting for a listener's answer lead the tab's title, on every console page (issue 23).
  const waiting = useWaitingRequestsStore((state) => state.count);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <title>{frameMessages.titleCount(waiting, frameMessages.tabTitle(title))}</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
        {Object.entries(roleDescriptions).map(([role, text]) => (
          <p key={role} className="text-muted-foreground" data-for-role={role}>
            {text}
          </p>
        ))}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
