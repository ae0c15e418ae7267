import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ChatMessageList } from './chat-message-list';
import type { ChatItem } from './chat-room-state';

const item = (key: string, timestamp: string, mine = false): ChatItem => ({
  key,
  clientMessageId: key,
  senderType: mine ? 'CUSTOMER' : 'LISTENER',
  message: `message ${key}`,
  timestamp,
  masked: false,
  mine,
  state: 'sent',
  failure: null,
});

/** Noon of a local day `daysAgo` before today, plus `minutes`. */
const localNoon = (daysAgo: number, minutes = 0) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, 12, minutes).toISOString();
};

describe('ChatMessageList: one separator per local day, bubbles with their time', () => {
  it('puts each day once before its first message, and no date on the bubbles', () => {
    render(
      <ChatMessageList
        items={[
          item('a', localNoon(3)),
          item('b', localNoon(3, 5), true),
          item('c', localNoon(1)),
          item('d', localNoon(0)),
          item('e', localNoon(0, 1), true),
        ]}
        empty="none"
      />,
    );
    const rows = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    const shape = rows.map((row) =>
      row.hasAttribute('data-day-separator')
        ? `day:${row.textContent}`
        : row.textContent?.split('message ')[1]?.[0],
    );
    const threeDaysAgo = new Date(localNoon(3));
    const pad = (value: number) => String(value).padStart(2, '0');
    const oldDay = `${pad(threeDaysAgo.getDate())}-${pad(threeDaysAgo.getMonth() + 1)}-${threeDaysAgo.getFullYear()}`;
    expect(shape).toEqual([
      `day:${oldDay}`,
      'a',
      'b',
      expect.stringMatching(/^day:Yesterday · \d{2}-\d{2}-\d{4}$/),
      'c',
      expect.stringMatching(/^day:Today · \d{2}-\d{2}-\d{4}$/),
      'd',
      'e',
    ]);
    for (const bubble of rows.filter((row) => row.hasAttribute('data-state'))) {
      expect(within(bubble).getByText(/^\d{1,2}:\d{2}\s(am|pm)$/)).toBeInTheDocument();
    }
  });

  it('shows the empty text and no separator without messages', () => {
    render(<ChatMessageList items={[]} empty="Say hello." />);
    expect(screen.getByText('Say hello.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
