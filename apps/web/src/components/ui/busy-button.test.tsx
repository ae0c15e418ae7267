import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BusyButton } from '@/components/ui/busy-button';

describe('BusyButton', () => {
  it('reads as its busy text only, is disabled and marked busy while a request is in flight', () => {
    render(
      <BusyButton busy busyLabel="Saving...">
        Save Changes
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The spinner is not announced as a second status, nor part of the button's name.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows its normal text and icon otherwise, and still honours disabled', () => {
    const { rerender } = render(
      <BusyButton busy={false} busyLabel="Saving..." icon={<svg data-testid="icon" />}>
        Save Changes
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    rerender(
      <BusyButton busy={false} disabled>
        Save Changes
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });
});
