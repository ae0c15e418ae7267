import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const toneClass = {
  positive: 'text-success',
  negative: 'text-destructive',
  neutral: 'text-muted-foreground',
} as const;

// `compact` fits five narrow cards in a row: the card's own width picks the figure's size, and a card
// that links shows an arrow in place of its icon.
const sizeClass = {
  default: {
    card: 'h-full gap-2 px-5 py-4',
    linkedCard: '',
    top: 'items-center',
    icon: 'size-4',
    value: 'text-2xl',
    link: 'transition-colors hover:[&>[data-slot=card]]:border-foreground/20',
  },
  compact: {
    card: '@container h-full gap-1.5 px-4 py-4',
    linkedCard: 'transition-colors group-hover:border-foreground/20 group-hover:bg-accent/40',
    top: 'items-start',
    icon: 'mt-0.5 size-4 shrink-0',
    value: 'text-xl [overflow-wrap:anywhere] @[11rem]:text-2xl',
    link: 'group h-full',
  },
} as const;

export type StatCardProps = {
  icon: LucideIcon;
  title: string;
  value: string;
  caption: ReactNode;
  /** The caption's colour: a change for the better or the worse. */
  tone?: keyof typeof toneClass;
  /** Where the figure is dealt with: the whole card links there. */
  href?: string;
  /** The title's heading level: 2 for cards right under the page title, 3 inside a section. */
  headingLevel?: 2 | 3;
  size?: keyof typeof sizeClass;
};

/** One figure of a dashboard: what it counts, the number, and a line about it. */
export function StatCard({
  icon: Icon,
  title,
  value,
  caption,
  tone = 'neutral',
  href,
  headingLevel = 2,
  size = 'default',
}: StatCardProps) {
  const classes = sizeClass[size];
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const showsArrow = href !== undefined && size === 'compact';
  const body = (
    <Card className={cn(classes.card, href && classes.linkedCard)}>
      <div
        className={cn('flex justify-between gap-2 text-sm font-medium text-muted-foreground', classes.top)}
      >
        <Heading>{title}</Heading>
        {showsArrow ? (
          <ArrowRightIcon
            className="mt-0.5 size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        ) : (
          <Icon className={classes.icon} aria-hidden="true" />
        )}
      </div>
      <p className={cn('font-bold tracking-tight tabular-nums', classes.value)}>{value}</p>
      <p className={cn('text-xs', toneClass[tone])} data-tone={tone}>
        {caption}
      </p>
    </Card>
  );
  if (!href) return body;
  return (
    <Link
      to={href}
      className={cn(
        'block rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        classes.link,
      )}
    >
      {body}
    </Link>
  );
}
