import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '@/testing/data';
import { renderWithProviders } from '@/testing/render-app';
import { PlanStatusCard } from './plan-status-card';

const now = new Date('2026-03-01T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

describe('plan status card', () => {
  it("shows 'No Active Plan' and a View Plans link to /pricing without a plan", async () => {
    renderWithProviders(<PlanStatusCard user={testUser()} now={now} />);
    expect(await screen.findByText('No Active Plan')).toBeDefined();
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the active plan, its billing period and purchase date, and when it expires', async () => {
    renderWithProviders(
      <PlanStatusCard
        user={testUser({
          planStatus: 'active',
          currentPlan: 'professional',
          billingPeriod: 'annual',
          planPurchaseDate: '2026-02-01T00:00:00.000Z',
          planExpirationDate: inDays(30),
        })}
        now={now}
      />,
    );
    expect(await screen.findByText('Active')).toBeDefined();
    expect(screen.getByText('Professional')).toBeDefined();
    expect(screen.getByText('Annual')).toBeDefined();
    expect(screen.getByText('February 1, 2026')).toBeDefined();
    expect(screen.getByText('Plan expires on March 31, 2026')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'View Plans' })).toBeNull();
  });

  it('warns in yellow within 7 days of expiry', async () => {
    renderWithProviders(
      <PlanStatusCard
        user={testUser({
          planStatus: 'active',
          currentPlan: 'starter',
          billingPeriod: 'monthly',
          planExpirationDate: inDays(2.5),
        })}
        now={now}
      />,
    );
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toBe('Plan expires in 3 days');
    expect(banner.className).toContain('bg-yellow-50');
  });

  it("shows 'Expired Plan' in red once the plan has expired", async () => {
    renderWithProviders(
      <PlanStatusCard
        user={testUser({
          planStatus: 'expired',
          currentPlan: 'starter',
          billingPeriod: 'monthly',
          planExpirationDate: inDays(-1),
        })}
        now={now}
      />,
    );
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('Expired Plan');
    expect(banner.textContent).toContain('Expired');
    expect(banner.className).toContain('bg-red-50');
    expect(screen.getByText('No Active Plan')).toBeDefined();
    expect(screen.getByRole('link', { name: 'View Plans' })).toBeDefined();
  });
});

describe("plan status card: dates in the reader's time zone", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  // Bought at 00:30 on December 1 in Johannesburg (UTC+2), which is still November 30 in UTC: the
  // notifications, Bid Logs and the admin's Users page all show December 1, so the plan card does too.
  const boughtAtLocalMidnight = testUser({
    planStatus: 'active',
    currentPlan: 'starter',
    billingPeriod: 'monthly',
    planPurchaseDate: '2026-11-30T22:30:00.000Z',
    planExpirationDate: '2026-12-31T22:30:00.000Z',
  });

  it.each([
    ['Africa/Johannesburg', 'December 1, 2026', 'Plan expires on January 1, 2027'],
    ['UTC', 'November 30, 2026', 'Plan expires on December 31, 2026'],
    ['America/New_York', 'November 30, 2026', 'Plan expires on December 31, 2026'],
  ])('shows the purchase and expiry days as they fall in %s', async (timeZone, purchased, expires) => {
    process.env.TZ = timeZone;
    renderWithProviders(<PlanStatusCard user={boughtAtLocalMidnight} now={new Date('2026-12-01T12:00:00.000Z')} />);
    expect(await screen.findByText(purchased)).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe(expires);
  });
});
