import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BidStatusBadge, PaymentStatusBadge } from './status-badge';

const classOf = (text: string): string => screen.getByText(text).className;

describe('status badges', () => {
  it.each([
    ['completed', 'Completed', 'bg-green-100'],
    ['pending', 'Pending', 'bg-yellow-100'],
    ['failed', 'Failed', 'bg-red-100'],
    ['cancelled', 'Cancelled', 'bg-slate-100'],
    ['refunded', 'Refunded', 'bg-slate-100'],
  ])('reads a %s payment as %s in one colour everywhere', (status, label, tone) => {
    render(<PaymentStatusBadge status={status} />);
    expect(classOf(label)).toContain(tone);
  });

  it.each([
    ['accepted', 'Accepted', 'bg-green-100'],
    ['submitted', 'Submitted', 'bg-yellow-100'],
    ['replied', 'Replied', 'bg-blue-100'],
    ['rejected', 'Rejected', 'bg-red-100'],
    ['held', 'Held', 'bg-amber-50'],
    ['pending', 'Pending', 'bg-slate-100'],
    ['declined', 'Declined', 'bg-slate-100'],
  ])('reads a %s bid as %s', (status, label, tone) => {
    render(<BidStatusBadge status={status} />);
    expect(classOf(label)).toContain(tone);
  });

  it('reads a draft declined in review as a neutral Declined, not as a red failure', () => {
    render(<BidStatusBadge status="declined" />);
    expect(screen.queryByText('Failed')).toBeNull();
    expect(classOf('Declined')).not.toMatch(/red/);
  });
});
