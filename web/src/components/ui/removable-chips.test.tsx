import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemovableChips } from './removable-chips';

describe('RemovableChips', () => {
  it('lists each value as a chip under its name, described, and removes only the one asked for', async () => {
    const onChange = vi.fn();
    render(
      <RemovableChips
        label="Your countries"
        values={['DE', 'FR']}
        onChange={onChange}
        describe={(code) => (code === 'DE' ? 'Germany' : 'France')}
        removeLabel={(code) => `Remove country ${code}`}
      />,
    );
    const list = screen.getByRole('list', { name: 'Your countries' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Germany', 'France']);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove country DE' }));
    expect(onChange).toHaveBeenCalledWith(['FR']);
  });
});
