import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { MAX_VISIBLE_TOASTS } from './toaster';

afterEach(() => act(() => toast.remove()));

describe('toasts', () => {
  it('shows at most 20 at once, the newest ones', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      for (let n = 1; n <= 25; n++) toast(`Toast number ${n}`);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const shown = screen
      .getAllByText(/^Toast number \d+$/)
      .filter((element) => element.closest('[aria-live]') !== null);
    expect(MAX_VISIBLE_TOASTS).toBe(20);
    expect(shown.length).toBeLessThanOrEqual(20);
    expect(screen.getByText('Toast number 25')).toBeDefined();
  });
});
