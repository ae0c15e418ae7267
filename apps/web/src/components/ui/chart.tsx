// The shadcn chart primitives on recharts: a container that turns a config into CSS variables
// (--color-<key>, with a light and a dark value where the config gives both), and tooltip and legend
// bodies drawn with the console's own surfaces. Charts stay plain recharts compositions inside it.
// Only chart screens import this file (recharts is a lazy chunk, never part of a first visit).
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import {
  Legend,
  ResponsiveContainer,
  Tooltip,
  type DefaultLegendContentProps,
  type TooltipContentProps,
} from 'recharts';
import { cn } from '@/lib/utils';
import { formatNumber } from '@app/contract';

/** Theme name to the selector that turns it on (the `dark` class on <html>, see index.css). */
const THEMES = { light: '', dark: '.dark' } as const;

type ChartSeries = {
  label: ReactNode;
} & ({ color: string; theme?: never } | { color?: never; theme: Record<keyof typeof THEMES, string> });

/** One entry per series (the data key), with its label and colour. */
export type ChartConfig = Record<string, ChartSeries>;

const ChartContext = createContext<ChartConfig | null>(null);

/** Series in the config's order (recharts sorts tooltip and legend items by name otherwise). */
function inConfigOrder<T>(config: ChartConfig, items: readonly T[], keyOf: (item: T) => string): T[] {
  const keys = Object.keys(config);
  const rank = (item: T) => {
    const index = keys.indexOf(keyOf(item));
    return index === -1 ? keys.length : index;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
}

function useChartConfig(): ChartConfig {
  const config = useContext(ChartContext);
  if (!config) throw new Error('Chart tooltips and legends belong inside a <ChartContainer>');
  return config;
}

/** The series' colours as CSS variables scoped to one chart, per theme. */
function ChartStyle({ chartId, config }: { chartId: string; config: ChartConfig }) {
  const css = Object.entries(THEMES)
    .map(([theme, prefix]) => {
      const declarations = Object.entries(config)
        .map(([key, series]) => {
          const color = series.theme ? series.theme[theme as keyof typeof THEMES] : series.color;
          return `  --color-${key}: ${color};`;
        })
        .join('\n');
      return `${prefix} [data-chart="${chartId}"] {\n${declarations}\n}`;
    })
    .join('\n');
  return <style>{css}</style>;
}

// Recharts paints axes, grid and cursors in fixed greys; these follow the theme's tokens instead.
const containerClasses =
  "flex justify-center text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line[stroke='#ccc']]:stroke-border [&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-dot[stroke='#fff']]:stroke-transparent [&_.recharts-layer]:outline-hidden [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-reference-line_[stroke='#ccc']]:stroke-border [&_.recharts-surface]:outline-hidden";

/** Sizes the chart to its box (give it a height) and provides the config to tooltips and legends. */
export function ChartContainer({
  config,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'children'> & { config: ChartConfig; children: ReactNode }) {
  const chartId = `chart-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <ChartContext.Provider value={config}>
      <div data-slot="chart" data-chart={chartId} className={cn(containerClasses, className)} {...props}>
        <ChartStyle chartId={chartId} config={config} />
        {/* A first size before the box is measured, so the chart draws at once (and in tests). */}
        <ResponsiveContainer initialDimension={{ width: 320, height: 200 }}>{children}</ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

export const ChartTooltip = Tooltip;

type ChartTooltipContentProps = Partial<
  Pick<TooltipContentProps<number, string>, 'active' | 'payload' | 'label'>
> & {
  /** The heading of the tooltip, from the hovered category (a day, a month). */
  labelFormatter?: (label: string) => ReactNode;
  /** How one value reads, e.g. money; thousands separators by default. */
  valueFormatter?: (value: number, key: string) => ReactNode;
  className?: string;
};

/** The tooltip body: the category, then one row per series with its colour, label and value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  labelFormatter,
  valueFormatter = (value) => formatNumber(value),
  className,
}: ChartTooltipContentProps) {
  const config = useChartConfig();
  const items = inConfigOrder(
    config,
    (payload ?? []).filter((item) => item.type !== 'none'),
    (item) => String(item.dataKey ?? item.name),
  );
  if (!active || items.length === 0) return null;
  return (
    <div
      className={cn(
        'grid min-w-36 gap-1.5 rounded-lg border bg-popover px-2.5 py-1.5 text-xs text-popover-foreground shadow-xl',
        className,
      )}
    >
      {label !== undefined && (
        <div className="font-medium">{labelFormatter ? labelFormatter(String(label)) : label}</div>
      )}
      {items.map((item) => {
        const key = String(item.dataKey ?? item.name ?? 'value');
        const value = Number(item.value ?? 0);
        return (
          <div key={key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-[2px]"
              style={{ backgroundColor: item.color ?? `var(--color-${key})` }}
            />
            <span className="flex-1 text-muted-foreground">{config[key]?.label ?? item.name}</span>
            <span className="font-mono font-medium tabular-nums">{valueFormatter(value, key)}</span>
          </div>
        );
      })}
    </div>
  );
}

export const ChartLegend = Legend;

/** The legend: one swatch and label per series, in the config's words. */
export function ChartLegendContent({
  payload,
  verticalAlign = 'bottom',
  className,
}: Pick<DefaultLegendContentProps, 'payload' | 'verticalAlign'> & { className?: string }) {
  const config = useChartConfig();
  const items = inConfigOrder(
    config,
    (payload ?? []).filter((item) => item.type !== 'none'),
    (item) => String(item.dataKey ?? item.value),
  );
  if (items.length === 0) return null;
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-center gap-4',
        verticalAlign === 'top' ? 'pb-3' : 'pt-3',
        className,
      )}
    >
      {items.map((item) => {
        const key = String(item.dataKey ?? item.value ?? '');
        return (
          <div key={key} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2 shrink-0 rounded-[2px]"
              style={{ backgroundColor: item.color ?? `var(--color-${key})` }}
            />
            {config[key]?.label ?? item.value}
          </div>
        );
      })}
    </div>
  );
}
