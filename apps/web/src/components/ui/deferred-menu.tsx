import { startTransition, Suspense, useState, type ReactNode } from 'react';

/** What the plain trigger gets: the look is the caller's, these make it act like the menu's. */
export type MenuPlaceholderProps = {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
};

/** What the real menu gets once its code is in: it opens at once (it was asked for by a click). */
export type DeferredMenuProps = { defaultOpen: boolean };

/**
 * A dropdown menu whose code (Radix menu, its layers and focus handling: ~30 KB gzipped) loads on the
 * first sign of use, not with the page: until then `placeholder` draws the trigger as a plain button
 * that looks and is named the same. Pointing at it or focusing it starts the download (`load`, the
 * same import the lazy menu uses); a click puts the real menu in its place, open. The swap is a
 * transition, so the plain trigger stays on screen until the real menu can show.
 */
export function DeferredMenu({
  load,
  placeholder,
  children,
}: {
  load: () => Promise<unknown>;
  placeholder: (props: MenuPlaceholderProps) => ReactNode;
  children: (props: DeferredMenuProps) => ReactNode;
}) {
  const [isUsed, setIsUsed] = useState(false);
  const preload = () => void load().catch(() => undefined);
  const trigger = placeholder({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => startTransition(() => setIsUsed(true)),
  });
  return <Suspense fallback={trigger}>{isUsed ? children({ defaultOpen: true }) : trigger}</Suspense>;
}
