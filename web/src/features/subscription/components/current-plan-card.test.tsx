import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '@/testing/data';
import { renderWithProviders } from '@/testing/render-app';
import { testPlans } from '@/testing/pricing-data';
import { CurrentPlanCard } from './current-plan-card';

const now = new Date('2026-03-01T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

const definition = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('current plan card', () => {
  it("shows 'No Active Plan' with a Choose a Plan link to /pricing and no dates without a plan", () => {
    renderWithProviders(<CurrentPlanCard user={testUser({ availableBids: 0 })} plans={testPlans()} now={now} />);
    expect(screen.getAllByText('No Active Plan').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Choose a Plan' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('link', { name: 'Change Plan' })).toBeNull();
    expect(screen.queryByText('Expires On')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(definition('Available Bids')?.trim()).toBe('0');
  });

  it('names the active plan from the plans list, with its period, dates, bids and a Change Plan link', () => {
    const user = testUser({
      planStatus: 'active',
      currentPlan: 'professional',
      billingPeriod: 'annual',
      planPurchaseDate: '2026-02-01T00:00:00.000Z',
      planExpirationDate: inDays(30),
      availableBids: 1450,
      planBids: 1250,
      extraBids: 200,
    });
    renderWithProviders(<CurrentPlanCard user={user} plans={testPlans()} now={now} />);
    expect(screen.getByText('Professional')).toBeDefined();
    expect(screen.getByText('Active')).toBeDefined();
    expect(definition('Billing Period')).toBe('Annual');
    expect(definition('Purchased On')).toBe('February 1, 2026');
    expect(definition('Expires On')).toBe('March 31, 2026');
    expect(definition('Available Bids')).toBe('1,450 1,250 plan + 200 extra');
    expect(screen.getByRole('status').textContent).toBe('Plan expires on March 31, 2026');
    expect(screen.getByRole('status').className).toContain('bg-green-50');
    expect(screen.getByRole('link', { name: 'Change Plan' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('link', { name: 'Choose a Plan' })).toBeNull();
  });

  it('warns in yellow within 7 days of expiry', () => {
    renderWithProviders(
      <CurrentPlanCard
        user={testUser({
          planStatus: 'active',
          currentPlan: 'starter',
          billingPeriod: 'monthly',
          planExpirationDate: inDays(2.5),
          availableBids: 12,
          planBids: 12,
        })}
        plans={testPlans()}
        now={now}
      />,
    );
    const banner = screen.getByRole('status');
    expect(banner.textContent).toBe('Plan expires in 3 days');
    expect(banner.className).toContain('bg-yellow-50');
    expect(definition('Billing Period')).toBe('Monthly');
    expect(definition('Available Bids')?.trim()).toBe('12');
  });

  it("shows an expired plan for what it was, the red 'Expired Plan' banner and Choose a Plan", () => {
    renderWithProviders(
      <CurrentPlanCard
        user={testUser({
          planStatus: 'expired',
          currentPlan: 'starter',
          billingPeriod: 'monthly',
          planExpirationDate: inDays(-1),
          availableBids: 200,
          extraBids: 200,
        })}
        plans={testPlans()}
        now={now}
      />,
    );
    expect(screen.getByText('No Active Plan')).toBeDefined();
    expect(
      screen.getByText('Your Starter plan (Monthly) has ended. Choose a plan to start autobidding again.'),
    ).toBeDefined();
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('Expired Plan');
    expect(banner.className).toContain('bg-red-50');
    expect(screen.getAllByText('Expired').length).toBe(2);
    expect(screen.getByRole('link', { name: 'Choose a Plan' }).getAttribute('href')).toBe('/pricing');
  });

  it("reads 'Unlimited' for an unlimited plan and keeps the extra bids for later", () => {
    renderWithProviders(
      <CurrentPlanCard
        user={testUser({
          planStatus: 'active',
          currentPlan: 'enterprise',
          billingPeriod: 'monthly',
          planExpirationDate: inDays(20),
          availableBids: 500,
          extraBids: 500,
          unlimitedBids: true,
        })}
        plans={testPlans()}
        now={now}
      />,
    );
    expect(screen.getByText('Enterprise')).toBeDefined();
    expect(definition('Available Bids')).toBe('Unlimited 500 extra bids kept for later');
  });

  it("calls bids outside the plan extra, not add-on: an admin's grant is no purchase", () => {
    // 190 of the plan's bids left, and 50 an admin granted (PATCH /api/admin/users/:id/bids).
    const user = testUser({
      planStatus: 'active',
      currentPlan: 'professional',
      billingPeriod: 'monthly',
      planExpirationDate: inDays(30),
      availableBids: 240,
      planBids: 190,
      extraBids: 50,
    });
    renderWithProviders(<CurrentPlanCard user={user} plans={testPlans()} now={now} />);
    expect(definition('Available Bids')).toBe('240 190 plan + 50 extra');
    expect(screen.queryByText(/add-on(?! packs)/)).toBeNull();
    expect(screen.getByText('Plan bids are used first; extra bids, such as add-on packs, never expire.')).toBeDefined();
  });

  it('falls back to the slug when the plans could not be read', () => {
    renderWithProviders(
      <CurrentPlanCard
        user={testUser({
          planStatus: 'active',
          currentPlan: 'professional',
          billingPeriod: 'monthly',
          planExpirationDate: inDays(20),
        })}
        plans={[]}
        now={now}
      />,
    );
    expect(screen.getByText('Professional')).toBeDefined();
  });

  it('shows a change scheduled for the end of the paid period, and that the plan and its bids stay until then', () => {
    const user = testUser({
      planStatus: 'active',
      currentPlan: 'professional',
      billingPeriod: 'monthly',
      planExpirationDate: '2026-03-20T12:00:00.000Z',
      scheduledPlan: {
        slug: 'starter',
        name: 'Starter',
        billingPeriod: 'monthly',
        bidsPerPeriod: 50,
        startsAt: '2026-03-20T12:00:00.000Z',
      },
    });
    renderWithProviders(<CurrentPlanCard user={user} plans={testPlans()} now={now} />);
    expect(screen.getByText('Changes to Starter on March 20, 2026').parentElement?.textContent).toBe(
      'Changes to Starter on March 20, 2026: your plan and its bids stay until then.',
    );
  });

  it('names the period when the change is the same plan on its other period', () => {
    const user = testUser({
      planStatus: 'active',
      currentPlan: 'starter',
      billingPeriod: 'monthly',
      planExpirationDate: '2026-03-20T12:00:00.000Z',
      scheduledPlan: {
        slug: 'starter',
        name: 'Starter',
        billingPeriod: 'annual',
        bidsPerPeriod: 600,
        startsAt: '2026-03-20T12:00:00.000Z',
      },
    });
    renderWithProviders(<CurrentPlanCard user={user} plans={testPlans()} now={now} />);
    expect(screen.getByText('Changes to Starter (Annual) on March 20, 2026')).toBeDefined();
  });
});

describe("current plan card: dates in the reader's time zone", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each([
    ['Africa/Johannesburg', 'December 1, 2026', 'January 1, 2027'],
    ['UTC', 'November 30, 2026', 'December 31, 2026'],
  ])('gives the purchase and expiry days as they fall in %s', (timeZone, purchased, expires) => {
    process.env.TZ = timeZone;
    const user = testUser({
      planStatus: 'active',
      currentPlan: 'starter',
      billingPeriod: 'monthly',
      planPurchaseDate: '2026-11-30T22:30:00.000Z',
      planExpirationDate: '2026-12-31T22:30:00.000Z',
      availableBids: 10,
      planBids: 10,
    });
    renderWithProviders(<CurrentPlanCard user={user} plans={testPlans()} now={new Date('2026-12-01T12:00:00.000Z')} />);
    expect(definition('Purchased On')).toBe(purchased);
    expect(definition('Expires On')).toBe(expires);
    expect(screen.getByRole('status').textContent).toBe(`Plan expires on ${expires}`);
  });
});
