import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@/config/ui';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True below the spec's narrow-screen breakpoint (768 px), kept current as the window resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
