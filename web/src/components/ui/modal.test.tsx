import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

describe('Modal', () => {
  it('is a named, described dialog that Escape and its close button close', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Delete Plan" description="Are you sure?">
        <p>body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Plan' });
    expect(dialog.getAttribute('aria-describedby')).not.toBeNull();
    expect(screen.getByText('Are you sure?').className).not.toContain('sr-only');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
  });

  it('cannot be closed while busy', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Buy 200 bids" busy>
        <p>body</p>
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').getAttribute('aria-describedby')).toBeNull();
  });

  it('can give its description to screen readers only', () => {
    render(
      <Modal open onOpenChange={vi.fn()} title="Payment Details" description="The payment's amounts." descriptionHidden>
        <p>body</p>
      </Modal>,
    );
    expect(screen.getByText("The payment's amounts.").className).toBe('sr-only');
  });
});
