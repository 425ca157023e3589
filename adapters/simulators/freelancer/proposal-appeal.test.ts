import { describe, expect, it } from 'vitest';
import { proposalAppeal } from './proposal-appeal.js';

const project = {
  title: 'Add a payment gateway to our online store',
  description:
    'Our online store is built with WooCommerce, and we need a reliable developer for this work. Payments should go through Stripe and PayPal. The admin area needs user roles and CSV export. Have you integrated Stripe before? Start your bid with the word MANGO so I know you read this.',
};
const generic =
  'MANGO\n\nHi there, I have read your project "Add a payment gateway to our online store" and I would be glad to take it on. Could we have a quick chat?';
const specific =
  'MANGO\n\nStripe and PayPal on a WooCommerce checkout is work I do often. Yes, I have integrated Stripe before, most recently on a shop of my own. The roles and the CSV export in your admin area are a day more. Which of the two gateways should go live first?';

describe('how a simulated client reads a proposal', () => {
  it.each([
    [
      'names details of the brief in its opening',
      specific,
      { namesDetail: true, answersQuestion: true, hasStartWord: true },
    ],
    [
      'a generic opener that only repeats the title',
      generic,
      { namesDetail: false, answersQuestion: false, hasStartWord: true },
    ],
    [
      'forgets the word the client asked for',
      specific.replace('MANGO\n\n', ''),
      { namesDetail: true, hasStartWord: false },
    ],
  ])('%s', (_case, proposal, expected) => {
    expect(proposalAppeal(project, proposal)).toMatchObject(expected);
  });

  it('favours the specific proposal, and all but ignores one without the start word', () => {
    const factor = (proposal: string) => proposalAppeal(project, proposal).factor;
    expect(factor(specific)).toBeGreaterThan(factor(generic) * 2.5);
    expect(factor(specific.replace('MANGO\n\n', ''))).toBe(0.2);
  });

  it('rewards 100 to 200 words over a wall of text', () => {
    const sentence = ' Stripe and PayPal on WooCommerce, with roles and CSV export.';
    const within = proposalAppeal(
      project,
      `MANGO\n\nStripe and PayPal on a WooCommerce checkout.${sentence.repeat(11)}`,
    );
    const wall = proposalAppeal(project, `MANGO\n\nStripe and PayPal on a WooCommerce checkout.${sentence.repeat(40)}`);
    expect(within.words).toBeGreaterThanOrEqual(100);
    expect(within.words).toBeLessThanOrEqual(200);
    expect(wall.words).toBeGreaterThan(300);
    expect(within.factor).toBeGreaterThan(wall.factor);
  });
});
