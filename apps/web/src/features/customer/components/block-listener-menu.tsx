import { BlockMenu, type BlockTarget } from '@/features/blocks';

const describeBlock = (name: string, sessionOpen: boolean) =>
  `${name} will no longer appear in your list of listeners, and cannot be asked for a session. ${
    sessionOpen ? 'This session goes on until you end it. ' : ''
  }You can unblock them at any time in Settings.`;

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
