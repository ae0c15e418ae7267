import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

// The tooltip's code (Radix, floating-ui: ~20 KB gzipped) loads only once some text is cut short:
// a page whose names fit never downloads it.
const TruncatedTooltip = lazy(async () => ({
  default: (await import('@/components/data-table/truncated-tooltip')).TruncatedTooltip,
}));

/**
 * A text cut short with an ellipsis when its cell is too narrow (a long email, a long name). Only
 * while it is cut short, it can be focused and shows the whole text in a tooltip on hover and on
 * focus. Screen readers always read the whole text.
 */
export function TruncatedText({ text, className }: { text: string; className?: string }): ReactNode {
  const [cut, setCut] = useState(false);
  const watch = useCallback((element: HTMLSpanElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => setCut(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    return () => observer.disconnect();
  }, []);
  const span = (
    <span
      ref={watch}
      data-slot="truncated-text"
      data-truncated={cut || undefined}
      tabIndex={cut ? 0 : undefined}
      className={cn(
        'block min-w-0 truncate rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      {text}
    </span>
  );
  if (!cut) return span;
  return (
    <Suspense fallback={span}>
      <TruncatedTooltip text={text}>{span}</TruncatedTooltip>
    </Suspense>
  );
}
