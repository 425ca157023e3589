import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { testAdmin, testUser } from '@/testing/data';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { addonsHandler, convertHandler, plansHandler } from '@/testing/msw/pricing-handlers';
import { paymentHistoryHandler } from '@/testing/msw/subscription-handlers';
import { renderApp } from '@/testing/render-app';
import { testPlan } from '@/testing/pricing-data';

// The first render loads the screen's lazy chunk: on a busy machine that can take over a second.
const useDefaults = (...extra: Parameters<typeof server.use>) =>
  server.use(...extra, plansHandler(), addonsHandler(), convertHandler({ ZAR: 18 }), paymentHistoryHandler([]));

describe('subscription screen', () => {
  it('is reached from the side navigation and shows the plan, the packs and the history under one h1', async () => {
    useDefaults(plansHandler([testPlan({ slug: 'professional', name: 'Professional Plus' })]));
    renderApp({
      route: '/subscription',
      user: testUser({
        planStatus: 'active',
        currentPlan: 'professional',
        billingPeriod: 'monthly',
        planExpirationDate: '2099-01-01T00:00:00.000Z',
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeDefined();
    expect(await screen.findByText('Professional Plus')).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Current Plan',
      'Add-on Bid Packs',
      'Payment History',
    ]);
    const nav = screen.getAllByRole('navigation', { name: 'Account' })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Subscription' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText(/As an admin/)).toBeNull();
  });

  it('names the plan by its slug when the plans cannot be read', async () => {
    useDefaults(http.get(apiUrl('/pricing/plans'), () => errorResponse(500, 'Database down', 'INTERNAL')));
    renderApp({
      route: '/subscription',
      user: testUser({
        planStatus: 'active',
        currentPlan: 'starter',
        billingPeriod: 'monthly',
        planExpirationDate: '2099-01-01T00:00:00.000Z',
      }),
    });
    expect(await screen.findByText('Starter')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives an admin who opens it by address a sensible screen without the side-nav entry', async () => {
    useDefaults();
    renderApp({ route: '/subscription', user: testAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeDefined();
    expect(
      screen.getByText(
        "As an admin you can run autobidding without a plan, so you don't need one. Your own payments, if any, are listed below.",
      ),
    ).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Subscription' })).toBeNull();
    expect(screen.queryByText(/Add-on bids are used while you have an active plan/)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeDefined();
  });
});
