import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@app/contract';

export type PageHeaderProps = {
  title: string;
  description?: string;
  /** Buttons on the right (stack under the title on a phone). */
  actions?: ReactNode;
};

/** The title block every console screen opens with; also names the browser tab. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
