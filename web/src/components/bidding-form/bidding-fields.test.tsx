import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { testSettings } from '@/testing/bidding-data';
import { testUser } from '@/testing/data';
import { toSettingsFormValues } from '@/lib/bidding-settings-form';
import { BidAmountFields, type SettingsForm } from './bidding-fields';

function AmountFields() {
  const form: SettingsForm = useForm({ defaultValues: toSettingsFormValues(testSettings(), testUser()) });
  return <BidAmountFields form={form} />;
}

/** The hint a screen reader reads after the field's name. */
const hintOf = (label: string): string | null | undefined => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
};

describe('bid amount fields', () => {
  it('tell fixed-price pricing from hourly, where the bid is a rate through the client range', () => {
    render(<AmountFields />);
    expect(hintOf('Bid Percentage (%)')).toBe(
      "Fixed-price projects are bid this share of the upper budget, never less than the Minimum Bid. Hourly projects are bid a rate this far through the client's range (50% of $15–25/hr bids $20/hr), never below your minimum hourly rate.",
    );
  });

  it('say the minimum bid bounds fixed-price bids only: an hourly rate has its own minimum', () => {
    render(<AmountFields />);
    expect(hintOf('Minimum Bid (USD)')).toBe('Fixed-price projects are never bid less than this amount.');
  });
});
