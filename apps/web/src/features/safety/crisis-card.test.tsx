import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@app/contract';
import { Button } from '@/components/ui/button';
import { testHelplines } from '@/testing/chat-test-server';
import { setLocale } from '@/lib/locale';
import { CrisisCard, telHref, type CrisisAudience } from '@/features/safety/crisis-card';

const s = messages.safety;

/** The card as a screen holds it: open, closed with Close or Escape, opened again with a button. */
function Harness({ audience }: { audience: CrisisAudience }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show help</Button>
      <CrisisCard audience={audience} open={open} onOpenChange={setOpen} helplines={testHelplines} />
    </>
  );
}

const links = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: 'Helplines' }))
    .getAllByRole('link')
    .map((link) => [link, link.getAttribute('href')] as const);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the crisis card', () => {
  it('numbers as people dial them become tel: addresses', () => {
    expect(telHref('14416')).toBe('tel:14416');
    expect(telHref('1-800-891-4416')).toBe('tel:18008914416');
    expect(telHref('+91 (80) 4611 0007')).toBe('tel:+918046110007');
  });

  it('for the customer: says help is there and lists every helpline as a tel: link, named, with who answers', async () => {
    render(<Harness audience="customer" />);
    const card = await screen.findByRole('alertdialog', { name: s.crisisTitle });
    expect(card).toHaveAccessibleDescription(s.crisisBody);
    // Focus is on the card itself: a screen reader announces it, and no key press dials by accident.
    await waitFor(() => expect(card).toHaveFocus());
    // Named by what they show ('Call' first, for a screen reader), the description last.
    const names = [
      'Call Tele-MANAS (national mental health helpline) 14416',
      'Call Tele-MANAS toll-free 1-800-891-4416',
      'Call Emergency (police, ambulance, fire) 112',
    ];
    const shown = links(card);
    expect(shown.map(([, href]) => href)).toEqual(['tel:14416', 'tel:18008914416', 'tel:112']);
    shown.forEach(([link], index) =>
      expect(link).toHaveAccessibleName(new RegExp(`^${escapeRegExp(names[index] ?? '')}`)),
    );
    const emergency = within(card).getByRole('link', { name: /Emergency/ });
    expect(within(emergency).getByText('112')).toBeInTheDocument();
    expect(emergency).toHaveAccessibleDescription('If you or someone else is in immediate danger');
    expect(within(card).queryByText(s.listenerGuidanceTitle)).not.toBeInTheDocument();
  });

  it('for the listener: what to do next, step by step, and the same helplines to share', async () => {
    render(<Harness audience="listener" />);
    const card = await screen.findByRole('alertdialog', { name: s.listenerGuidanceTitle });
    const steps = within(card).getAllByRole('listitem').slice(0, s.listenerGuidance.length);
    expect(steps.map((step) => step.textContent)).toEqual(
      s.listenerGuidance.map((text, i) => `${i + 1}${text}`),
    );
    expect(within(card).getByText('Helplines to share')).toBeInTheDocument();
    expect(links(card).map(([, href]) => href)).toEqual(['tel:14416', 'tel:18008914416', 'tel:112']);
  });

  it('is dismissed with Close or Escape and opens again', async () => {
    const user = userEvent.setup();
    render(<Harness audience="customer" />);
    const close = within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close' });
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Show help' }));
    expect(await screen.findByRole('alertdialog', { name: s.crisisTitle })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Focus goes back to what opened it.
    expect(screen.getByRole('button', { name: 'Show help' })).toHaveFocus();
  });

  it('while the helplines load it says so', async () => {
    render(<CrisisCard audience="customer" open onOpenChange={() => undefined} helplines={undefined} />);
    const card = await screen.findByRole('alertdialog', { name: s.crisisTitle });
    expect(within(card).getByRole('status', { name: 'Loading helplines' })).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the crisis card in Hindi', () => {
  afterEach(() => setLocale('en'));

  it('says everything in Hindi, the helplines’ names and descriptions included', async () => {
    await setLocale('hi', { remember: false });
    render(<CrisisCard audience="customer" open onOpenChange={() => undefined} helplines={testHelplines} />);
    const card = await screen.findByRole('alertdialog');
    expect(within(card).getByText('आप अकेले नहीं हैं। मदद अभी उपलब्ध है।')).toBeInTheDocument();
    for (const helpline of testHelplines) {
      expect(within(card).getByText(helpline.nameHi)).toBeInTheDocument();
      expect(within(card).getByText(helpline.descriptionHi)).toBeInTheDocument();
    }
    // Not a word of English but the helplines' numbers, their brand and the 24x7 of their hours.
    const rest = (card.textContent ?? '').replace(/Tele-MANAS|ListenWell/g, '');
    expect(rest).not.toMatch(/[A-Za-z]{2,}/);
  });
});
