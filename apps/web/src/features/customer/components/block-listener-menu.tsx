import { customerScreensMessages as m } from '@app/contract';
import { BlockMenu, type BlockTarget } from '@/features/blocks';

const describeBlock = (name: string, sessionOpen: boolean) =>
  sessionOpen ? m.blockDescriptionInSession(name) : m.blockDescription(name);

/** The "More options" menu of a listener's page and of a session: block the listener, or unblock them. */
export function BlockListenerMenu({
  listener,
  sessionOpen = false,
  onBlocked,
}: {
  listener: BlockTarget;
  /** On the screen of a session that is still open (blocking does not end it). */
  sessionOpen?: boolean;
  onBlocked?: () => void;
}) {
  return (
    <BlockMenu
      person={listener}
      describe={(name) => describeBlock(name, sessionOpen)}
      onBlocked={onBlocked}
    />
  );
}
