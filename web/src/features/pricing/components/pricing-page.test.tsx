import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_MESSAGE_KEY } from '@/lib/redirect-message';
import { testUser } from '@/testing/data';
import { fakeGeolocation, removeGeolocation } from '@/testing/fake-geolocation';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { addonsHandler, convertHandler, geocoderHandler, plansHandler } from '@/testing/msw/pricing-handlers';
import { server } from '@/testing/msw/server';
import { testPlan } from '@/testing/pricing-data';
import { renderApp } from '@/testing/render-app';
import { CURRENCY_CHOICE_KEY } from '../hooks/use-currency-choice';

const card = (name: string) => screen.getByRole('article', { name });
const cardButton = (name: string) => within(card(name)).getByRole('button');
const currencyBox = () => screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement;

/** The page with its plans and packs answered; exchange rates as given (others refused). */
async function openPricing({
  rates = {},
  user,
}: { rates?: Record<string, number>; user?: ReturnType<typeof testUser> } = {}) {
  server.use(plansHandler(), addonsHandler(), convertHandler(rates));
  const rendered = renderApp({ route: '/pricing', user });
  // The first render of a file also loads the lazy route.
  await screen.findByRole('heading', { name: 'Starter' });
  return rendered;
}

beforeEach(() => {
  sessionStorage.clear();
  fakeGeolocation('denied');
});
afterEach(() => {
  removeGeolocation();
  toast.remove();
});

describe('pricing page', () => {
  it('shows the title, three plans in order with their bullets, and skeleton cards while they load', async () => {
    server.use(
      http.get(apiUrl('/pricing/plans'), async () => {
        await delay(50);
        return HttpResponse.json({
          success: true,
          plans: [
            testPlan(),
            testPlan({
              _id: 'p2',
              slug: 'professional',
              name: 'Professional',
              popular: true,
              features: ['Custom bidding rules'],
            }),
            testPlan({
              _id: 'p3',
              slug: 'enterprise',
              name: 'Enterprise',
              monthlyBids: null,
              annualBids: null,
              features: [],
            }),
          ],
        });
      }),
      addonsHandler(),
    );
    renderApp({ route: '/pricing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeDefined();
    expect(screen.getAllByTestId('plan-skeleton')).toHaveLength(3);
    await screen.findByRole('heading', { name: 'Starter' });
    expect(screen.queryAllByTestId('plan-skeleton')).toHaveLength(0);
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'plan-starter',
      'plan-professional',
      'plan-enterprise',
    ]);
    expect(within(card('Professional')).getByText('Most Popular')).toBeDefined();
    expect(within(card('Professional')).getByText('Priority support')).toBeDefined();
    expect(within(card('Starter')).queryByText('Most Popular')).toBeNull();
    expect(within(card('Enterprise')).getByText('Unlimited bids')).toBeDefined();
    // Enterprise came without features: the product's own list for it.
    expect(within(card('Enterprise')).getByText('Dedicated same-day support')).toBeDefined();
    expect(within(card('Starter')).getByText('50 bids per month')).toBeDefined();
    expect(cardButton('Starter').textContent).toBe('Get Started');
    expect(screen.queryByText(/Available bids/)).toBeNull();
  });

  it('shows a friendly line instead of plans when they cannot be read', async () => {
    server.use(
      http.get(apiUrl('/pricing/plans'), () => errorResponse(500, 'Internal error', 'INTERNAL')),
      addonsHandler(),
    );
    renderApp({ route: '/pricing' });
    expect(
      await screen.findByText('Plans are not available right now. Please refresh the page in a moment.'),
    ).toBeDefined();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('switches to annual prices with the monthly equivalent; the annual choice reads Save 17%', async () => {
    await openPricing();
    expect(within(card('Starter')).getByText('$19')).toBeDefined();
    expect(within(card('Starter')).getByText('/month')).toBeDefined();
    const annual = screen.getByRole('button', { name: /Annual/ });
    expect(within(annual).getByText('Save 17%')).toBeDefined();
    await userEvent.click(annual);
    expect(annual.getAttribute('aria-pressed')).toBe('true');
    expect(within(card('Starter')).getByText('$190')).toBeDefined();
    expect(within(card('Starter')).getByText('/year')).toBeDefined();
    expect(within(card('Starter')).getByText('$15.83/month billed annually')).toBeDefined();
    expect(within(card('Starter')).getByText('600 bids per year')).toBeDefined();
    expect(within(card('Professional')).getByText('$40.83/month billed annually')).toBeDefined();
    expect(within(card('Enterprise')).getByText('$82.50/month billed annually')).toBeDefined();
  });

  it('converts prices with the live rate, rounded to whole units', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    await openPricing({ rates: { EUR: 0.9 } });
    await userEvent.selectOptions(currencyBox(), 'EUR');
    // 19 × 0.9 = 17.1 → €17; 49 × 0.9 = 44.1 → €44 (the fallback 0.95 would give €18 and €47)
    expect(await within(card('Starter')).findByText('€17')).toBeDefined();
    expect(within(card('Professional')).getByText('€44')).toBeDefined();
    expect(asked).toContain('/api/currency/convert/USD/EUR/1');
    expect(sessionStorage.getItem(CURRENCY_CHOICE_KEY)).toBe('EUR');
    server.events.removeAllListeners();
  });

  it('falls back to the fixed rates when the rate cannot be read', async () => {
    await openPricing();
    await userEvent.selectOptions(currencyBox(), 'INR');
    // 19 × 86 = 1634; annual 190 / 12 × 86 = 1361.67 → ₹1,362
    await waitFor(() => expect(within(card('Starter')).getByText('₹1,634')).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: /Annual/ }));
    expect(within(card('Starter')).getByText('₹1,362/month billed annually')).toBeDefined();
  });

  describe('the currency guess and the location lookup', () => {
    const browserSays = (languages: readonly string[], timeZone: string) => {
      Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
        ...new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).resolvedOptions(),
        timeZone,
      });
    };
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'languages');
      vi.restoreAllMocks();
    });

    it('guesses from the browser’s time zone and language on load, with an Auto badge, and neither asks for the location nor calls the geocoder', async () => {
      const asked = fakeGeolocation({ latitude: -33.92, longitude: 18.42 });
      const geocoded: URLSearchParams[] = [];
      server.use(geocoderHandler('ZA', geocoded));
      browserSays(['en-US', 'en'], 'Africa/Johannesburg');
      await openPricing({ rates: { ZAR: 18 } });

      expect(currencyBox().value).toBe('ZAR');
      expect(screen.getByText('Auto')).toBeDefined();
      expect(screen.getByText('Guessed from your browser’s language and time zone')).toBeDefined();
      // 'Auto' once: the badge. The chosen option's text is what the box shows, so it does not repeat it.
      expect(within(currencyBox()).getByRole('option', { name: /ZAR/ }).textContent).not.toMatch(/Auto/);
      expect(currencyBox().selectedOptions[0]?.textContent).toBe('🇿🇦 ZAR (R) South African Rand');
      expect(await within(card('Starter')).findByText('R342')).toBeDefined();
      expect(asked).toEqual([]);
      expect(geocoded).toEqual([]);
    });

    it('does not override a currency the visitor chose; the guess only marks its option', async () => {
      sessionStorage.setItem(CURRENCY_CHOICE_KEY, 'GBP');
      browserSays(['hi-IN'], 'UTC');
      await openPricing({ rates: { GBP: 0.8 } });
      expect(within(currencyBox()).getByRole('option', { name: /INR.*· Auto/ })).toBeDefined();
      expect(currencyBox().value).toBe('GBP');
      expect(screen.queryByText('Auto')).toBeNull();
    });

    it('stays in USD without a badge when the browser names no supported country', async () => {
      browserSays(['pt-BR'], 'America/Sao_Paulo');
      await openPricing();
      expect(currencyBox().value).toBe('USD');
      expect(screen.queryByText('Auto')).toBeNull();
      expect(within(card('Starter')).getByText('$19')).toBeDefined();
    });

    it('names the service Detect sends the location to, and runs the lookup only when the visitor presses it', async () => {
      const asked = fakeGeolocation({ latitude: -33.92, longitude: 18.42 });
      const geocoded: URLSearchParams[] = [];
      server.use(geocoderHandler('ZA', geocoded));
      browserSays(['en-GB'], 'UTC');
      await openPricing({ rates: { ZAR: 18, GBP: 0.8 } });
      expect(currencyBox().value).toBe('GBP');
      const detect = screen.getByRole('button', { name: 'Detect' });
      expect(detect.getAttribute('aria-describedby')).not.toBeNull();
      expect(document.getElementById(detect.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Detect uses your location via BigDataCloud.',
      );
      expect(asked).toEqual([]);

      await userEvent.click(detect);

      expect(await screen.findByText('Prices now in ZAR, from your location.')).toBeDefined();
      expect(currencyBox().value).toBe('ZAR');
      expect(screen.getByText('Detected from your location')).toBeDefined();
      expect(asked).toEqual([expect.objectContaining({ timeout: 10_000, enableHighAccuracy: false })]);
      expect(geocoded).toHaveLength(1);
      expect(geocoded[0]?.get('latitude')).toBe('-33.92');
      expect(geocoded[0]?.get('longitude')).toBe('18.42');
      expect(sessionStorage.getItem(CURRENCY_CHOICE_KEY)).toBe('ZAR');
    });

    it('says the location could not be used when it is refused, and keeps the currency', async () => {
      browserSays(['de-DE'], 'Europe/Berlin');
      await openPricing({ rates: { EUR: 0.9 } });
      await userEvent.click(screen.getByRole('button', { name: 'Detect' }));
      expect(await screen.findByText('Your location could not be used; the currency is unchanged.')).toBeDefined();
      expect(currencyBox().value).toBe('EUR');
    });
  });

  it('lists the add-on packs in the first pricing FAQ, and opens one question at a time', async () => {
    await openPricing();
    const faqs = screen.getByRole('region', { name: 'Pricing FAQs' });
    const triggers = within(faqs).getAllByRole('button');
    expect(triggers[0]?.textContent).toMatch(/add-on bids/i);
    expect(triggers).toHaveLength(9);
    await userEvent.click(triggers[0]!);
    const packs = await within(faqs).findByRole('list', { name: 'Add-on packs' });
    expect(
      within(packs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['200 bids for $10', '500 bids for $30', '1,000 bids for $75']);
    await userEvent.click(triggers[1]!);
    expect(triggers[0]?.getAttribute('aria-expanded')).toBe('false');
    expect(triggers[1]?.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a stored redirect message as an error toast, once', async () => {
    sessionStorage.setItem(REDIRECT_MESSAGE_KEY, 'Active plan required to start autobidding');
    await openPricing();
    expect(await screen.findByText('Active plan required to start autobidding')).toBeDefined();
    expect(sessionStorage.getItem(REDIRECT_MESSAGE_KEY)).toBeNull();
  });

  it('sends an anonymous visitor who picks a plan to /login with the reason', async () => {
    const { router } = await openPricing();
    await userEvent.click(cardButton('Starter'));
    expect(await screen.findByText('Please log in to purchase a plan')).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('pricing page for a signed-in user', () => {
  const active = (overrides: Partial<ReturnType<typeof testUser>> = {}) =>
    testUser({
      planStatus: 'active',
      currentPlan: 'professional',
      billingPeriod: 'monthly',
      availableBids: 120,
      planExpirationDate: '2026-12-05T00:00:00.000Z',
      subscriptionStatus: 'active',
      ...overrides,
    });

  it('writes a large balance with thousands separators', async () => {
    await openPricing({ user: active({ availableBids: 2400 }) });
    expect(await screen.findByText('Available bids: 2,400')).toBeDefined();
  });

  it('shows the current-plan banner and marks the plan current for its billing period only', async () => {
    await openPricing({ user: active() });
    expect(await screen.findByText('Current plan: Professional')).toBeDefined();
    expect(screen.getByText('Expires on December 5, 2026')).toBeDefined();
    expect(screen.getByText('Available bids: 120')).toBeDefined();
    expect(cardButton('Professional').textContent).toBe('Current Plan');
    expect((cardButton('Professional') as HTMLButtonElement).disabled).toBe(true);
    expect(cardButton('Starter').textContent).toBe('Switch Plan');
    expect(cardButton('Enterprise').textContent).toBe('Switch Plan');
    await userEvent.click(screen.getByRole('button', { name: /Annual/ }));
    expect(cardButton('Professional').textContent).toBe('Switch Plan');
    expect((cardButton('Professional') as HTMLButtonElement).disabled).toBe(false);
  });

  it('marks an annual plan current on the annual toggle', async () => {
    await openPricing({ user: active({ currentPlan: 'starter', billingPeriod: 'annual' }) });
    expect(await screen.findByText('Current plan: Starter')).toBeDefined();
    expect(cardButton('Starter').textContent).toBe('Switch Plan');
    await userEvent.click(screen.getByRole('button', { name: /Annual/ }));
    expect(cardButton('Starter').textContent).toBe('Current Plan');
  });

  it('offers Get Started and no banner without an active plan; zero bids read red with (No bids remaining)', async () => {
    await openPricing({ user: testUser({ planStatus: 'expired', currentPlan: 'starter', availableBids: 0 }) });
    const bids = await screen.findByText(/Available bids: 0/);
    expect(bids.textContent).toBe('Available bids: 0 (No bids remaining)');
    expect(bids.closest('p')?.className).toContain('text-red-700');
    expect(screen.queryByText(/Current plan:/)).toBeNull();
    expect(cardButton('Starter').textContent).toBe('Get Started');
  });

  it('does not flag bids as used up while some remain or on an unlimited plan', async () => {
    await openPricing({ user: active({ currentPlan: 'enterprise', availableBids: 0, unlimitedBids: true }) });
    const bids = await screen.findByText(/Available bids:/);
    expect(bids.textContent).toBe('Available bids: Unlimited');
    expect(bids.closest('p')?.className).not.toContain('text-red-700');
  });
});
