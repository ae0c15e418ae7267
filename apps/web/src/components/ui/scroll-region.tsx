import { useCallback, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A box that scrolls its own content (a wide table, a long dialog body). While its content overflows,
 * the box takes keyboard focus, so what is out of view can be reached without a mouse (WCAG 2.1.1;
 * axe: scrollable-region-focusable). The caller sets the overflow direction.
 */
export function ScrollRegion({ className, ...props }: ComponentProps<'div'>) {
  const [scrolls, setScrolls] = useState(false);
  const watchOverflow = useCallback((box: HTMLDivElement | null) => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    const update = () => setScrolls(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
    const observer = new ResizeObserver(update);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    update();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={watchOverflow}
      tabIndex={scrolls ? 0 : undefined}
      className={cn('outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50', className)}
      {...props}
    />
  );
}
