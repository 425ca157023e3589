import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanExpiryBanner } from './plan-expiry-banner';

const now = new Date('2026-03-01T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(now.getTime() + days * DAY);

describe('plan expiry banner', () => {
  it.each([
    [30, 'Plan expires on March 31, 2026', 'bg-green-50'],
    [7, 'Plan expires in 7 days', 'bg-yellow-50'],
    [0.2, 'Plan expires in 1 day', 'bg-yellow-50'],
    [0, 'Expired PlanExpired', 'bg-red-50'],
    [-3, 'Expired PlanExpired', 'bg-red-50'],
  ])('%s days left reads %j in %s', (days, text, tone) => {
    render(<PlanExpiryBanner expiry={inDays(days)} now={now} />);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toBe(text);
    expect(banner.className).toContain(tone);
  });
});
