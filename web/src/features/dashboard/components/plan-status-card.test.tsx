import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
