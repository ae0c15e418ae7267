import type { ChatMessage } from '@app/contract';

type SenderType = ChatMessage['senderType'];

/** A message as a chat screen shows it: stored by the server, or still in this browser's outbox. */
export type ChatItem = {
  /** Stable across the move from outbox to stored: the client's id of the message. */
  key: string;
  clientMessageId: string;
  senderType: SenderType;
  message: string;
  /** The server's time once stored; the moment it was written while pending or failed. */
  timestamp: string;
  /** Contact details were hidden by the server (the sender is told why). */
  masked: boolean;
  mine: boolean;
  /** sent: stored by the server; pending: not acknowledged yet (sent again until it is); failed: refused. */
  state: 'sent' | 'pending' | 'failed';
  /** Why the server refused a failed message. */
  failure: string | null;
};

/** A message written here that the server has not stored: sent again with the same id until it is. */
type OutboxEntry = {
  clientMessageId: string;
  message: string;
  createdAt: string;
  /** Set when the server refused it for a reason a retry cannot change. */
  failure: string | null;
};

const OUTBOX_STORAGE_PREFIX = 'chat-outbox:';

const isOutboxEntry = (value: unknown): value is OutboxEntry => {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.clientMessageId === 'string' &&
    typeof entry.message === 'string' &&
    typeof entry.createdAt === 'string' &&
    (entry.failure === null || typeof entry.failure === 'string')
  );
};

/** The outbox survives a reload of the tab (sessionStorage), so an unsent message never vanishes. */
function readOutbox(sessionId: string): OutboxEntry[] {
  try {
    const raw = sessionStorage.getItem(OUTBOX_STORAGE_PREFIX + sessionId);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isOutboxEntry) : [];
  } catch {
    return [];
  }
}

function writeOutbox(sessionId: string, outbox: OutboxEntry[]) {
  try {
    const key = OUTBOX_STORAGE_PREFIX + sessionId;
    if (outbox.length === 0) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(outbox));
  } catch {
    // Storage full or blocked: the outbox still lives in memory for as long as the page does.
  }
}

/** A client message id (CLIENT_MESSAGE_ID_PATTERN) from the CSPRNG, also on plain-http origins. */
export function newClientMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The messages of one chat session as this browser knows them: what the server stored (from the
 * session's history and from live `message` events and acknowledgements, deduplicated by id) and the
 * outbox of what was written here and not stored yet. A stored message with the client id of an
 * outbox entry settles that entry, whichever way it arrives first.
 */
export class ChatRoomState {
  private readonly stored = new Map<string, ChatMessage>();
  /** Client ids of my stored messages, to match outbox entries and ignore late acknowledgements. */
  private readonly storedClientIds = new Set<string>();
  private outbox: OutboxEntry[];
  private items: ChatItem[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly sessionId: string,
    private readonly mine: SenderType,
  ) {
    this.outbox = readOutbox(sessionId);
    this.items = this.buildItems();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getItems = (): ChatItem[] => this.items;

  /** Takes stored messages in (history, live `message` events, acknowledgements), each once. */
  addStored(list: readonly ChatMessage[]) {
    let changed = false;
    for (const message of list) {
      if (message.sessionId !== this.sessionId || this.stored.has(message.id)) continue;
      this.stored.set(message.id, message);
      changed = true;
      if (message.senderType !== this.mine) continue;
      this.storedClientIds.add(message.clientMessageId);
      this.outbox = this.outbox.filter((entry) => entry.clientMessageId !== message.clientMessageId);
    }
    if (changed) this.changed();
  }

  /** Puts a message written here in the outbox; answers its client id. */
  enqueue(message: string): string {
    const clientMessageId = newClientMessageId();
    this.outbox = [
      ...this.outbox,
      { clientMessageId, message, createdAt: new Date().toISOString(), failure: null },
    ];
    this.changed();
    return clientMessageId;
  }

  /** The oldest message still to send (order is kept: one at a time, oldest first). */
  nextPending(): OutboxEntry | undefined {
    return this.outbox.find((entry) => entry.failure === null);
  }

  hasPending(): boolean {
    return this.nextPending() !== undefined;
  }

  fail(clientMessageId: string, reason: string) {
    this.outbox = this.outbox.map((entry) =>
      entry.clientMessageId === clientMessageId ? { ...entry, failure: reason } : entry,
    );
    this.changed();
  }

  /** The session is over: what never reached the server will not, and says why. */
  failPending(reason: string) {
    if (!this.hasPending()) return;
    this.outbox = this.outbox.map((entry) =>
      entry.failure === null ? { ...entry, failure: reason } : entry,
    );
    this.changed();
  }

  private changed() {
    writeOutbox(this.sessionId, this.outbox);
    this.items = this.buildItems();
    for (const listener of this.listeners) listener();
  }

  private buildItems(): ChatItem[] {
    // Stored messages in the server's order (its timestamps; history comes oldest first, and a
    // stable sort keeps that order for equal times), then what waits here, oldest first.
    const stored = [...this.stored.values()]
      .sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0))
      .map((message): ChatItem => ({
        key: `${message.senderType}:${message.clientMessageId}`,
        clientMessageId: message.clientMessageId,
        senderType: message.senderType,
        message: message.message,
        timestamp: message.timestamp,
        masked: message.masked,
        mine: message.senderType === this.mine,
        state: 'sent',
        failure: null,
      }));
    const waiting = this.outbox
      .filter((entry) => !this.storedClientIds.has(entry.clientMessageId))
      .map((entry): ChatItem => ({
        key: `${this.mine}:${entry.clientMessageId}`,
        clientMessageId: entry.clientMessageId,
        senderType: this.mine,
        message: entry.message,
        timestamp: entry.createdAt,
        masked: false,
        mine: true,
        state: entry.failure === null ? 'pending' : 'failed',
        failure: entry.failure,
      }));
    return [...stored, ...waiting];
  }
}
