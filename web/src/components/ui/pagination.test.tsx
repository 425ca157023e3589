import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('names its nav, says where the reader is and turns pages', async () => {
    const onPage = vi.fn();
    render(<Pagination label="Bid log pages" current={2} pages={3} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Bid log pages' });
    expect(within(nav).getByText('Page 2 of 3')).toBeDefined();
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('shows nothing on a single page, unless told to show itself always; an old link past the end still gets a way back', () => {
    const { rerender } = render(<Pagination label="Inbox pages" current={1} pages={1} onPage={vi.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Pagination label="Inbox pages" current={1} pages={0} onPage={vi.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Pagination label="Bid log pages" current={1} pages={1} onPage={vi.fn()} alwaysShown />);
    expect(within(screen.getByRole('navigation', { name: 'Bid log pages' })).getByText('Page 1 of 1')).toBeDefined();
    rerender(<Pagination label="Inbox pages" current={3} pages={1} onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false);
  });

  it('cannot go before the first page nor past the last', () => {
    const { rerender } = render(<Pagination label="User pages" current={1} pages={2} onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
    rerender(<Pagination label="User pages" current={2} pages={2} onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('goes back to the last page from past the end, and shows a summary after the page', async () => {
    const onPage = vi.fn();
    render(
      <Pagination label="Payment pages" current={7} pages={3} onPage={onPage} summary={<span>(41–60 of 60)</span>} />,
    );
    expect(screen.getByRole('navigation').textContent).toContain('Page 7 of 3 (41–60 of 60)');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('keeps keyboard focus on the nav when a turn reaches the last or the first page', async () => {
    function Pages() {
      const [current, setCurrent] = useState(1);
      return <Pagination label="User pages" current={current} pages={2} onPage={setCurrent} />;
    }
    render(<Pages />);
    screen.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Page 2 of 2')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Page 1 of 2')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
  });
});
