import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { connectionMessages, type PeerConnection } from '@app/contract';
import { ConnectionState } from '@/features/chat/connection-state';

const t = connectionMessages;
const now = new Date('2026-10-01T09:00:00.000Z');
const sessionId = '3f0c6c1e-9a7d-4c1e-8a44-2f1e0c3b9d10';

const lost = (role: PeerConnection['role'], secondsLeft: number): PeerConnection => ({
  sessionId,
  role,
  state: 'lost',
  leftAt: new Date(now.getTime() - (60 - secondsLeft) * 1000).toISOString(),
  endsAt: new Date(now.getTime() + secondsLeft * 1000).toISOString(),
});
const connected = (role: PeerConnection['role']): PeerConnection => ({
  sessionId,
  role,
  state: 'connected',
  leftAt: null,
  endsAt: null,
});

const status = () => screen.getByRole('status');

describe('ConnectionState', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it('says Connected when this side is up and the other person is there', () => {
    render(
      <ConnectionState viewer="customer" mode="CHAT" running own="connected" peer={connected('listener')} />,
    );
    expect(status()).toHaveTextContent(t.connected);
    expect(status()).toHaveAttribute('data-connection-state', 'connected');
  });

  it('tells the customer whose own connection dropped that the session, and its billing, run on', () => {
    render(
      <ConnectionState
        viewer="customer"
        mode="CHAT"
        running
        own="reconnecting"
        peer={connected('listener')}
      />,
    );
    expect(status()).toHaveTextContent(t.reconnecting);
    expect(status()).toHaveTextContent('The session continues; you are billed while it runs.');
    expect(status()).toHaveTextContent(t.reconnectingEnds(60));
    expect(status()).not.toHaveTextContent(t.connected);
  });

  it("the listener's reconnecting says the session continues, without the customer's billing line", () => {
    render(
      <ConnectionState
        viewer="listener"
        mode="CHAT"
        running
        own="reconnecting"
        peer={connected('customer')}
      />,
    );
    expect(status()).toHaveTextContent(t.reconnecting);
    expect(status()).toHaveTextContent(t.reconnectingListener);
    expect(status()).not.toHaveTextContent(t.reconnectingCustomer);
  });

  it('a customer whose session is not billed yet is not told it is billed', () => {
    render(<ConnectionState viewer="customer" mode="CHAT" running={false} own="reconnecting" peer={null} />);
    expect(status()).not.toHaveTextContent(t.reconnectingCustomer);
  });

  it('shows the listener that the customer lost connection, and counts down to the end', async () => {
    render(
      <ConnectionState viewer="listener" mode="CHAT" running own="connected" peer={lost('customer', 42)} />,
    );
    expect(status()).toHaveAttribute('data-connection-state', 'peer-lost');
    expect(status()).toHaveTextContent('Customer lost connection');
    expect(status()).toHaveTextContent(t.peerEndsIn('0:42'));
    expect(status()).toHaveTextContent(t.peerLostBilling);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(status()).toHaveTextContent(t.peerEndsIn('0:40'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    expect(status()).toHaveTextContent(t.peerEnding);
    expect(status()).not.toHaveTextContent(t.peerEndsIn('0:00'));
  });

  it('shows the customer that their listener lost connection', () => {
    render(
      <ConnectionState viewer="customer" mode="AUDIO" running own="connected" peer={lost('listener', 59)} />,
    );
    expect(status()).toHaveTextContent('Your listener lost connection');
    expect(status()).toHaveTextContent(t.peerEndsIn('0:59'));
  });

  it("this side's own drop outranks what it last heard of the other person", () => {
    render(
      <ConnectionState
        viewer="listener"
        mode="CHAT"
        running
        own="reconnecting"
        peer={lost('customer', 30)}
      />,
    );
    expect(status()).toHaveTextContent(t.reconnecting);
    expect(status()).not.toHaveTextContent('Customer lost connection');
  });

  it('waits for the other person of an accepted session, and says Connecting before the first connect', () => {
    const { rerender } = render(
      <ConnectionState
        viewer="listener"
        mode="CHAT"
        running={false}
        own="connected"
        peer={{ ...connected('customer'), state: 'waiting' }}
      />,
    );
    expect(status()).toHaveTextContent(t.waitingForCustomer);
    rerender(<ConnectionState viewer="listener" mode="CHAT" running={false} own="connecting" peer={null} />);
    expect(status()).toHaveTextContent(t.connecting);
  });
});
