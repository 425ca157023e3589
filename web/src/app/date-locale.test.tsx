import { screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBidDetail } from '@/testing/bid-detail-data';
import { testBidLog } from '@/testing/bidding-data';
import { testUser } from '@/testing/data';
import { ownBidDetailHandler } from '@/testing/msw/bid-detail-handlers';
import { bidLogsHandler, settingsHandler } from '@/testing/msw/bidding-handlers';
import { notificationsHandler, testNotification } from '@/testing/msw/notification-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

/**
 * A reader in Britain: the browser's locale is en-GB (this machine's own default is en-US, which a
 * screen hard-coding 'en-US' would pass unnoticed). Set before the app's modules build their formatters.
 */
const browserLocale = vi.hoisted(() => {
  const Original = Intl.DateTimeFormat;
  const british = function (locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
    return new Original(locales ?? 'en-GB', options);
  } as unknown as typeof Intl.DateTimeFormat;
  Object.assign(british, { supportedLocalesOf: Original.supportedLocalesOf.bind(Original) });
  Intl.DateTimeFormat = british;
  return { restore: () => void (Intl.DateTimeFormat = Original) };
});
afterAll(() => browserLocale.restore());

const AT = '2026-11-30T20:51:00.000Z';
const british = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(AT));
const american = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(AT));

beforeEach(() => server.use(settingsHandler()));

describe("a moment reads the same on every screen, in the reader's own locale", () => {
  it('is written the British way here, not the American one', () => {
    expect(british).not.toBe(american);
  });

  it('Bid Logs writes when a bid was submitted in the browser’s locale', async () => {
    server.use(bidLogsHandler([testBidLog({ projectTitle: 'Build a React dashboard', submittedAt: AT })]));
    renderApp({ route: '/bid-logs', user: testUser() });
    await screen.findByRole('heading', { name: 'Build a React dashboard' });
    expect(within(screen.getByRole('table', { name: 'Bid logs' })).getByText(british)).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Bid logs' })).getByText(british)).toBeDefined();
    expect(screen.queryByText(american)).toBeNull();
  });

  it("the bid's own page writes the same moment the same way", async () => {
    server.use(ownBidDetailHandler([testBidDetail({ submittedAt: AT })]));
    renderApp({ route: '/bid-logs/bid-1', user: testUser() });
    await screen.findByRole('heading', { name: 'Build a React dashboard', level: 1 });
    expect(screen.getByText('Logged on').nextSibling?.textContent).toBe(british);
  });

  it('the inbox writes it the same way too', async () => {
    server.use(notificationsHandler([testNotification({ createdAt: AT })]));
    renderApp({ route: '/notifications', user: testUser() });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByText(british).tagName).toBe('TIME');
  });
});
