import { useEffect, useRef, type ReactNode } from 'react';
import { MicIcon, MicOffIcon } from 'lucide-react';
import { chatScreenMessages } from '@app/contract';
import { Button } from '@/components/ui/button';
import type { CallPhase } from '@/features/call/audio-call';
import type { AudioCallView } from '@/features/call/use-audio-call';
import { cn } from '@/lib/utils';

/** The round buttons of a call screen (mute, end call). */
export const callButtonClass = 'size-14 rounded-full [&_svg:not([class*=size-])]:size-6';

/** A round call button with its caption under it. */
export function CallControl({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-1.5">
      {children}
      <span aria-hidden="true" className="text-xs text-muted-foreground">
        {caption}
      </span>
    </div>
  );
}

/** Mute: a toggle (aria-pressed) that switches this side's microphone track off and on. */
export function MuteButton({
  muted,
  onMutedChange,
  disabled,
}: {
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <CallControl caption={chatScreenMessages.mute}>
      <Button
        type="button"
        variant={muted ? 'default' : 'outline'}
        className={callButtonClass}
        aria-label={chatScreenMessages.mute}
        aria-pressed={muted}
        data-testid="call-mute"
        disabled={disabled}
        onClick={() => onMutedChange(!muted)}
      >
        {muted ? <MicOffIcon aria-hidden="true" /> : <MicIcon aria-hidden="true" />}
      </Button>
    </CallControl>
  );
}

const dotTone: Record<CallPhase, string> = {
  connecting: 'bg-muted-foreground animate-pulse motion-reduce:animate-none',
  'socket-connected': 'bg-brand animate-pulse motion-reduce:animate-none',
  'call-connected': 'bg-success',
  'socket-disconnected': 'bg-warning',
  'call-disconnected': 'bg-warning',
  'other-disconnected': 'bg-warning',
  'microphone-denied': 'bg-destructive',
  'microphone-unavailable': 'bg-destructive',
  unsupported: 'bg-destructive',
  ended: 'bg-muted-foreground',
};

/**
 * The call's status line (spec §4 texts). For tests it carries the phase and the inbound audio
 * bytes (getStats): `data-audio-flowing="true"` once the other side's audio arrives.
 */
export function CallStatus({
  call,
  text,
  className,
}: {
  call: Pick<AudioCallView, 'phase' | 'status' | 'audioBytesReceived'>;
  /** Shown instead of the call's own status (the session ended: its reason). */
  text?: string;
  className?: string;
}) {
  const phase = text === undefined ? call.phase : 'ended';
  return (
    <p
      role="status"
      data-testid="call-status"
      data-call-phase={phase}
      data-audio-bytes-received={call.audioBytesReceived}
      data-audio-flowing={call.audioBytesReceived > 0 ? 'true' : 'false'}
      className={cn('inline-flex items-center gap-2 text-sm font-medium', className)}
    >
      <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', dotTone[phase])} />
      {text ?? call.status}
    </p>
  );
}

/**
 * Plays the other side's audio (<audio autoplay>). Held silent until the session runs. A browser that
 * refuses to autoplay (no tap on the page yet) starts it on the next tap or key press.
 */
export function CallAudio({ stream, live }: { stream: MediaStream | null; live: boolean }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.srcObject = stream;
    if (!stream) return;
    const play = () => {
      const started = audio.play() as Promise<void> | undefined;
      started?.catch(() => {
        document.addEventListener('pointerdown', play, { once: true });
        document.addEventListener('keydown', play, { once: true });
      });
    };
    play();
    return () => {
      document.removeEventListener('pointerdown', play);
      document.removeEventListener('keydown', play);
    };
  }, [stream]);
  return <audio ref={ref} autoPlay muted={!live} data-testid="call-audio" className="hidden" />;
}
