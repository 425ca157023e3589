import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PortfolioItemView } from '@contract/portfolio';
import { PORTFOLIO_MESSAGES } from '@core/domain/bidding/portfolio-item-rules';
import { PORTFOLIO_LIMITS } from '@core/domain/bidding/portfolio';
import { testUser } from '@/testing/data';
import { testSettings, unlinkedProfile } from '@/testing/bidding-data';
import { freelancerProfileHandler, settingsHandler } from '@/testing/msw/bidding-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { portfolioHandlers, testPortfolioItem, type PortfolioCall } from '@/testing/msw/portfolio-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { PORTFOLIO_EMPTY } from './portfolio-section';

const user = testUser({ name: 'Ada Lovelace', email: 'ada@example.com' });

async function openPortfolio(items: PortfolioItemView[] = [], calls: PortfolioCall[] = []) {
  server.use(
    freelancerProfileHandler(unlinkedProfile()),
    settingsHandler(testSettings()),
    ...portfolioHandlers(items, calls),
  );
  renderApp({ route: '/profile', user });
  const section = await screen.findByRole('region', { name: 'Portfolio' });
  await within(section).findByRole('button', { name: /Add portfolio item/ });
  return within(section);
}

const dialog = () => within(screen.getByRole('dialog'));

describe('the Profile’s Portfolio section', () => {
  it('explains, when empty, which item a proposal names', async () => {
    const section = await openPortfolio();
    expect(section.getByText(PORTFOLIO_EMPTY)).toBeDefined();
    expect(section.getByText(`0 of ${PORTFOLIO_LIMITS.items} items`)).toBeDefined();
  });

  it('lists each item: its title a link opening in a new tab without access to this page, its line and its skills', async () => {
    const section = await openPortfolio([
      testPortfolioItem(),
      testPortfolioItem({
        id: 'item-2',
        title: 'Vue dashboard',
        url: 'http://dash.example.com',
        skills: ['Vue.js'],
        summary: 'Live sales charts.',
      }),
    ]);
    const link = section.getByRole('link', { name: /Shop rebuild/ });
    expect(link.getAttribute('href')).toBe('https://shop.example.com/case-study');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('(opens in a new tab)');
    expect(section.getByText('Moved 10,000 products to Laravel.')).toBeDefined();
    expect(
      within(section.getByRole('list', { name: 'Skills of Shop rebuild' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PHP', 'Laravel']);
    const items = within(section.getByRole('list', { name: 'Your portfolio items' })).getAllByRole('link');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      'https://shop.example.com/case-study',
      'http://dash.example.com',
    ]);
  });

  it('adds an item: the form refuses what the server would, inline, then sends the trimmed item and lists it', async () => {
    const calls: PortfolioCall[] = [];
    const section = await openPortfolio([], calls);
    const typist = userEvent.setup();
    await typist.click(section.getByRole('button', { name: /Add portfolio item/ }));
    expect(document.activeElement).toBe(dialog().getByLabelText('Title'));

    await typist.click(dialog().getByRole('button', { name: 'Add item' }));
    expect(await dialog().findByText(PORTFOLIO_MESSAGES.titleRequired)).toBeDefined();
    expect(dialog().getByText(PORTFOLIO_MESSAGES.skillsRequired)).toBeDefined();
    expect(dialog().getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');

    await typist.type(dialog().getByLabelText('Title'), '  Analytics app ');
    await typist.type(dialog().getByLabelText('URL'), 'javascript:alert(1)');
    await typist.type(dialog().getByLabelText('Skills'), 'React{Enter}TypeScript{Enter}');
    await typist.type(dialog().getByLabelText('One line about the work'), 'Charts for a sales team.');
    await typist.click(dialog().getByRole('button', { name: 'Add item' }));
    expect(await dialog().findByText(PORTFOLIO_MESSAGES.urlScheme)).toBeDefined();
    expect(calls).toEqual([]);

    await typist.clear(dialog().getByLabelText('URL'));
    await typist.type(dialog().getByLabelText('URL'), 'https://analytics.example.com');
    await typist.click(dialog().getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Portfolio item added')).toBeDefined();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/users/portfolio',
        body: {
          title: 'Analytics app',
          url: 'https://analytics.example.com',
          skills: ['React', 'TypeScript'],
          summary: 'Charts for a sales team.',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await section.findByRole('link', { name: /Analytics app/ })).toBeDefined();
    expect(section.queryByText(PORTFOLIO_EMPTY)).toBeNull();
  });

  it('edits an item with the form filled from it, sending the whole item to its own path', async () => {
    const calls: PortfolioCall[] = [];
    const section = await openPortfolio([testPortfolioItem()], calls);
    const typist = userEvent.setup();
    await typist.click(section.getByRole('button', { name: 'Edit Shop rebuild' }));
    expect((dialog().getByLabelText('Title') as HTMLInputElement).value).toBe('Shop rebuild');
    expect((dialog().getByLabelText('URL') as HTMLInputElement).value).toBe('https://shop.example.com/case-study');
    await typist.click(dialog().getByRole('button', { name: 'Remove skill Laravel' }));
    await typist.clear(dialog().getByLabelText('Title'));
    await typist.type(dialog().getByLabelText('Title'), 'Shop rebuild, phase 2');
    await typist.click(dialog().getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Portfolio item updated')).toBeDefined();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/users/portfolio/item-1',
        body: {
          title: 'Shop rebuild, phase 2',
          url: 'https://shop.example.com/case-study',
          skills: ['PHP'],
          summary: 'Moved 10,000 products to Laravel.',
        },
      },
    ]);
    expect(await section.findByRole('link', { name: /Shop rebuild, phase 2/ })).toBeDefined();
  });

  it("shows the server's refusal inside the form and keeps it open", async () => {
    const section = await openPortfolio([testPortfolioItem()]);
    server.use(
      http.put(apiUrl('/users/portfolio/:id'), () =>
        errorResponse(404, 'Portfolio item not found', 'PORTFOLIO_ITEM_NOT_FOUND'),
      ),
    );
    const typist = userEvent.setup();
    await typist.click(section.getByRole('button', { name: 'Edit Shop rebuild' }));
    await typist.click(dialog().getByRole('button', { name: 'Save item' }));
    expect((await dialog().findByRole('alert')).textContent).toBe('Portfolio item not found');
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('deletes an item only once confirmed', async () => {
    const calls: PortfolioCall[] = [];
    const section = await openPortfolio([testPortfolioItem()], calls);
    const typist = userEvent.setup();
    await typist.click(section.getByRole('button', { name: 'Delete Shop rebuild' }));
    expect(dialog().getByText('Delete "Shop rebuild"? Proposals stop naming it.')).toBeDefined();
    await typist.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    await typist.click(section.getByRole('button', { name: 'Delete Shop rebuild' }));
    await typist.click(dialog().getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Portfolio item "Shop rebuild" deleted')).toBeDefined();
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/users/portfolio/item-1', body: null }]);
    expect(await section.findByText(PORTFOLIO_EMPTY)).toBeDefined();
    await waitFor(() =>
      expect(document.activeElement).toBe(section.getByRole('button', { name: /Add portfolio item/ })),
    );
  });

  it(`offers no Add at ${PORTFOLIO_LIMITS.items} items`, async () => {
    const full = Array.from({ length: PORTFOLIO_LIMITS.items }, (_, i) =>
      testPortfolioItem({ id: `item-${i}`, title: `Work ${i}` }),
    );
    const section = await openPortfolio(full);
    expect((section.getByRole('button', { name: /Add portfolio item/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(section.getByText(`${PORTFOLIO_LIMITS.items} of ${PORTFOLIO_LIMITS.items} items`)).toBeDefined();
  });

  it('says so when the portfolio cannot be read, and reads it again on request', async () => {
    let fail = true;
    server.use(freelancerProfileHandler(unlinkedProfile()), settingsHandler(testSettings()), ...portfolioHandlers());
    server.use(
      http.get(apiUrl('/users/portfolio'), () => (fail ? errorResponse(500, 'Internal error', 'INTERNAL') : undefined)),
    );
    renderApp({ route: '/profile', user });
    const section = within(await screen.findByRole('region', { name: 'Portfolio' }));
    expect(await section.findByText('Your portfolio could not be loaded.')).toBeDefined();
    fail = false;
    await userEvent.setup().click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText(PORTFOLIO_EMPTY)).toBeDefined();
  });
});
