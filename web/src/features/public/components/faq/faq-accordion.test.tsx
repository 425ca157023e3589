import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';
import { FAQ_ENTRIES } from './faq-questions';

const question = (index: number): HTMLElement => screen.getByRole('button', { name: FAQ_ENTRIES[index]!.question });
const expanded = (index: number): boolean => question(index).getAttribute('aria-expanded') === 'true';
const openCount = (): number =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true').length;

describe('FaqAccordion', () => {
  it('asks the 18 questions of the spec, all closed at first', () => {
    render(<FaqAccordion entries={FAQ_ENTRIES} />);
    expect(FAQ_ENTRIES).toHaveLength(18);
    expect(screen.getAllByRole('button')).toHaveLength(18);
    expect(openCount()).toBe(0);
  });

  it('covers the plan tiers and the money-back guarantee the spec names', () => {
    const text = FAQ_ENTRIES.map((entry) => `${entry.question} ${entry.answer}`).join(' ');
    for (const claim of [
      'Basic up to 50 bids per month',
      'Professional up to 200',
      'Premium with unlimited bids',
      '30-day money-back',
      'OAuth',
    ]) {
      expect(text).toContain(claim);
    }
  });

  it("answers support as the plans' features say: email on every plan, 24-48 hours only as Professional's priority, same day on the top plan", () => {
    const support = FAQ_ENTRIES.find((entry) => entry.question === 'How do I get support?')?.answer ?? '';
    expect(support).toContain('Every plan includes email support');
    expect(support).toContain('Professional adds priority support, answered within 24-48 hours');
    expect(support).toContain('same-day dedicated support and phone support');
    // A faster promise for the basic tier than for the paid priority one would read backwards.
    expect(support).not.toMatch(/within 24 hours/);
  });

  it('keeps one question open at a time, and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion entries={FAQ_ENTRIES} />);

    await user.click(question(0));
    expect(expanded(0)).toBe(true);
    expect(screen.getByText(FAQ_ENTRIES[0]!.answer)).toBeTruthy();

    await user.click(question(4));
    expect(expanded(4)).toBe(true);
    expect(expanded(0)).toBe(false);
    expect(screen.queryByText(FAQ_ENTRIES[0]!.answer)).toBeNull();
    expect(openCount()).toBe(1);

    await user.click(question(4));
    expect(openCount()).toBe(0);
  });

  it('works from the keyboard: Tab reaches a question, Enter and Space toggle, arrows move between questions', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion entries={FAQ_ENTRIES} />);

    await user.tab();
    expect(document.activeElement).toBe(question(0));
    await user.keyboard('{Enter}');
    expect(expanded(0)).toBe(true);

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(question(1));
    await user.keyboard(' ');
    expect(expanded(1)).toBe(true);
    expect(expanded(0)).toBe(false);

    await user.keyboard('{Enter}');
    expect(openCount()).toBe(0);
  });
});
