import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw/server';
import { renderApp } from '../../../testing/render-app';
import { testUser } from '../../../testing/data';
import { countRequests } from '../../../testing/payment-page';

afterEach(() => server.events.removeAllListeners());

describe('/payment/cancel', () => {
  it('says the payment was cancelled with no charges, offers the way back, and calls no payment route', async () => {
    const calls = countRequests('/api/payments/verify-payment');
    renderApp({ route: '/payment/cancel?payment_id=BP-1001', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Payment Cancelled', level: 1 })).toBeTruthy();
    expect(screen.getByText(/no charges were made/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Subscription' }).getAttribute('href')).toBe('/subscription');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(calls.count()).toBe(0);
  });

  it('is for signed-in users only: an anonymous visitor goes to /login', async () => {
    const { router } = renderApp({ route: '/payment/cancel?payment_id=BP-1001' });
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
