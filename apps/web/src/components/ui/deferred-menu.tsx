import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** What the plain trigger gets: the look is the caller's, these make it act like the menu's. */
export type MenuPlaceholderProps = {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
};

/** What the real menu gets once its code is in. */
export type DeferredMenuProps = {
  /** The plain trigger was clicked before the code arrived: open at once. */
  defaultOpen: boolean;
  /** The plain trigger had the focus: the real one takes it over. */
  triggerHadFocus: boolean;
};

/**
 * A dropdown menu whose code (Radix menu, its layers and focus handling: ~30 KB gzipped) loads on the
 * first sign of use, not with the page: until then `placeholder` draws the trigger as a plain button
 * that looks and is named the same. Pointing at it or focusing it starts the download; a click opens
 * the menu as soon as it is in. The swap is a transition, so the plain trigger stays on screen (and
 * focused) until the real one replaces it.
 */
export function DeferredMenu({
  placeholder,
  children,
}: {
  placeholder: (props: MenuPlaceholderProps) => ReactNode;
  children: (props: DeferredMenuProps) => ReactNode;
}) {
  const [stage, setStage] = useState<'idle' | 'warm' | 'open'>('idle');
  const [focused, setFocused] = useState(false);
  const advance = (next: 'warm' | 'open') =>
    startTransition(() => setStage((current) => (current === 'open' ? current : next)));
  const trigger = placeholder({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => advance('warm'),
    onFocus: () => {
      setFocused(true);
      advance('warm');
    },
    onBlur: () => setFocused(false),
    onClick: () => advance('open'),
  });
  return (
    <Suspense fallback={trigger}>
      {stage === 'idle' ? trigger : children({ defaultOpen: stage === 'open', triggerHadFocus: focused })}
    </Suspense>
  );
}

/**
 * For the real menu: a ref for its trigger that takes over the focus the plain trigger had (unless the
 * menu opens at once, which moves the focus into it).
 */
export function useTakeOverFocus({ defaultOpen, triggerHadFocus }: DeferredMenuProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const [hadFocus] = useState(!defaultOpen && triggerHadFocus);
  useEffect(() => {
    if (hadFocus) ref.current?.focus();
  }, [hadFocus]);
  return ref;
}
