/** The id of the region a "Skip to content" link moves focus to (one per layout). */
import { marketingFrameMessages } from '@app/contract';
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first tab stop of a layout: hidden until focused, it moves focus past the header and sidebar to
 * the page's main region (which carries MAIN_CONTENT_ID and tabIndex -1). Focus is moved by script,
 * not by the URL's hash, so the address and the router's location are left alone.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
      className="sr-only rounded-md bg-background text-sm font-medium text-foreground shadow-md ring-[3px] ring-ring/50 outline-none focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:px-4 focus:py-2"
    >
      {marketingFrameMessages.skipToContent}
    </a>
  );
}
