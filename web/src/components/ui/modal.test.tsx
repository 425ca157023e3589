import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
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

  it('gives focus back to the button that opened it even when a field inside took focus with autoFocus', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Rename
          </button>
          <Modal open={open} onOpenChange={setOpen} title="Rename profile">
            <label>
              Name
              <input autoFocus />
            </label>
          </Modal>
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Rename' });
    await userEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
