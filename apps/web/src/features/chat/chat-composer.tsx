import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendIcon } from 'lucide-react';
import { toast } from 'sonner';
import { CHAT_MESSAGE_MAX, chatMessages, liveSessionMessages, chatScreenMessages as s } from '@app/contract';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { SendResult } from '@/features/chat/use-chat-room';
import { cn } from '@/lib/utils';

/** Toast ids: the same refusal repeated replaces its toast instead of stacking copies. */
const NOT_IN_PROGRESS_TOAST = 'chat-not-in-progress';
const NOT_CONNECTED_TOAST = 'chat-not-connected';

/**
 * The message box: Enter sends, Shift+Enter starts a new line (spec). Enabled only while the session
 * runs; pressing Send otherwise says why. Written while disconnected, a message waits as pending (and
 * the person is told the chat is not connected) until the connection is back.
 */
export function ChatComposer({
  canSend,
  send,
  className,
}: {
  /** The session is IN_PROGRESS. */
  canSend: boolean;
  send: (text: string) => SendResult;
  className?: string;
}) {
  const [draft, setDraft] = useState('');

  const submit = () => {
    const result = send(draft);
    if (result === 'queued' || result === 'queued-offline') setDraft('');
    // Said, and the message waits as pending: it goes out once the connection is back.
    if (result === 'queued-offline') toast.error(chatMessages.notConnected, { id: NOT_CONNECTED_TOAST });
    else if (result === 'not-in-progress')
      toast.error(liveSessionMessages.chatOnlyInProgress, { id: NOT_IN_PROGRESS_TOAST });
    else if (result === 'too-long') toast.error(chatMessages.messageTooLong);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME's Enter confirms a composition; it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const blank = draft.trim().length === 0;
  return (
    <form onSubmit={onSubmit} className={cn('flex items-end gap-2', className)}>
      <Textarea
        aria-label={s.messageLabel}
        rows={1}
        value={draft}
        maxLength={CHAT_MESSAGE_MAX}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={!canSend}
        placeholder={canSend ? chatMessages.placeholder : liveSessionMessages.chatOnlyInProgress}
        enterKeyHint="send"
        className="max-h-40 min-h-10 resize-none"
      />
      {/* Not `disabled`: pressing it while the chat is closed says why (spec §8). */}
      <Button
        type="submit"
        size="icon"
        aria-label={s.sendMessage}
        aria-disabled={!canSend || blank}
        className={cn('size-10 shrink-0', (!canSend || blank) && 'opacity-50')}
      >
        <SendIcon aria-hidden="true" />
      </Button>
    </form>
  );
}
