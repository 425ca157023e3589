import { describe, expect, it } from 'vitest';
import { daysLeft, planBanner, planCardButton } from './plan-banner';

const now = new Date('2026-03-01T12:00:00Z');
const plus = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;

describe('daysLeft', () => {
  it('rounds up when a fraction of a day is left', () => {
    expect(daysLeft(plus(1), now)).toBe(1);
    expect(daysLeft(plus(DAY + 1), now)).toBe(2);
  });

  it('answers exact days when the difference is whole', () => {
    expect(daysLeft(plus(7 * DAY), now)).toBe(7);
  });
});

describe('planBanner', () => {
  it('shows the expired banner when expiry is exactly now', () => {
    expect(planBanner(now, now)).toEqual({ kind: 'expired', title: 'Expired Plan', badge: 'Expired' });
  });

  it('shows the expired banner when expiry is in the past', () => {
    expect(planBanner(plus(-3 * DAY), now).kind).toBe('expired');
  });

  it('says 1 day when one millisecond is left', () => {
    expect(planBanner(plus(1), now)).toEqual({ kind: 'expiring', daysLeft: 1, text: 'Plan expires in 1 day' });
  });

  it('says days in plural when 3 days are left', () => {
    expect(planBanner(plus(3 * DAY), now)).toEqual({ kind: 'expiring', daysLeft: 3, text: 'Plan expires in 3 days' });
  });

  it('still warns when exactly 7 days are left', () => {
    expect(planBanner(plus(7 * DAY), now)).toEqual({ kind: 'expiring', daysLeft: 7, text: 'Plan expires in 7 days' });
  });

  it('shows the date when 7 days and 1 ms are left', () => {
    expect(planBanner(plus(7 * DAY + 1), now)).toEqual({ kind: 'active', text: 'Plan expires on March 8, 2026' });
  });

  it('formats the date in UTC when the expiry is just before midnight UTC', () => {
    expect(planBanner(new Date('2026-04-05T23:30:00Z'), now)).toEqual({
      kind: 'active',
      text: 'Plan expires on April 5, 2026',
    });
  });
});

describe('planCardButton', () => {
  const active = { currentPlan: 'professional', planStatus: 'active' as const, billingPeriod: 'annual' as const };

  it('shows a disabled Current Plan when plan, status and period all match', () => {
    expect(planCardButton({ planSlug: 'professional', user: active, togglePeriod: 'annual' })).toEqual({
      label: 'Current Plan',
      disabled: true,
    });
  });

  it('treats a missing billing period as monthly when comparing with the toggle', () => {
    const user = { ...active, billingPeriod: null };
    expect(planCardButton({ planSlug: 'professional', user, togglePeriod: 'monthly' }).label).toBe('Current Plan');
    expect(planCardButton({ planSlug: 'professional', user, togglePeriod: 'annual' }).label).toBe('Switch Plan');
  });

  it('offers Switch Plan when another plan is active', () => {
    expect(planCardButton({ planSlug: 'starter', user: active, togglePeriod: 'annual' })).toEqual({
      label: 'Switch Plan',
      disabled: false,
    });
  });

  it('offers Switch Plan when the same plan is active on the other period', () => {
    expect(planCardButton({ planSlug: 'professional', user: active, togglePeriod: 'monthly' }).label).toBe(
      'Switch Plan',
    );
  });

  it('offers Get Started when nobody is signed in or the plan is not active', () => {
    expect(planCardButton({ planSlug: 'starter', user: null, togglePeriod: 'monthly' })).toEqual({
      label: 'Get Started',
      disabled: false,
    });
    const expired = { ...active, planStatus: 'expired' as const };
    expect(planCardButton({ planSlug: 'professional', user: expired, togglePeriod: 'annual' }).label).toBe(
      'Get Started',
    );
  });
});
