import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/data';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { funnelHandler } from '@/testing/msw/results-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { http } from 'msw';

const open = (route = '/results', asked: string[] = [], options: { readonly empty?: boolean } = {}) => {
  server.use(funnelHandler(asked, options));
  return renderApp({ route, user: testUser() });
};

describe('Results screen', () => {
  it('shows the funnel’s stages with counts and conversion, the rate tiles and the answer time in words', async () => {
    open();
    await screen.findByRole('heading', { name: 'Funnel' });
    expect(screen.getByTestId('stage-scanned').textContent).toBe('1,200');
    expect(screen.getByTestId('stage-placed').textContent).toBe('60');
    expect(screen.getByTestId('stage-awarded').textContent).toBe('3');
    // Failed bids are not all Freelancer's refusals: the sentence names what else they are, and drafts declined in
    // review apart from them.
    expect(
      screen.getByText(
        'Besides these, 3 bids were not placed (refused by Freelancer or stopped before sending), 3 bids were held (by the proposal check, or waiting for review) and 3 drafts were declined in review (rejected or left to expire).',
      ),
    ).toBeDefined();
    expect(screen.getByText('5% of the step before', { exact: false })).toBeDefined();
    const tile = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
    expect([tile('Reply rate'), tile('Win rate'), tile('Bids per award'), tile('Plan bids per award')]).toEqual([
      '20%',
      '5.0%',
      '20',
      '20',
    ]);
    expect(
      screen.getByText(
        'Clients who reply usually write within 5 hours of your bid; 9 in 10 replies come within 30 hours.',
      ),
    ).toBeDefined();
  });

  it('lists best skills by win rate, and the daily numbers as a table', async () => {
    const user = userEvent.setup();
    open();
    const skills = (await screen.findByRole('heading', { name: 'Best skills by win rate' }))
      .parentElement as HTMLElement;
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React.js25% won · 2 of 8 bids', 'PHP17% won · 1 of 6 bids']);
    await user.click(screen.getByText('Show the numbers as a table'));
    const table = screen.getByRole('table', { name: 'Outcomes per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: 'Mar 30' })).toBeDefined();
  });

  it('reads the period from the address and changes it with the picker, 30 days by default', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const { router } = open('/results?days=7', asked);
    await screen.findByRole('heading', { name: 'Funnel' });
    expect(screen.getByRole('link', { name: '7 days' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('link', { name: '90 days' }));
    await screen.findByText('What your bids became over the last 90 days: from projects scanned to projects won.');
    expect(router.state.location.search).toBe('?days=90');
    expect(asked).toEqual(['?days=7', '?days=90']);
  });

  it('asks for 30 days when the address names another period', async () => {
    const asked: string[] = [];
    open('/results?days=14', asked);
    await screen.findByRole('heading', { name: 'Funnel' });
    expect(asked).toEqual(['?days=30']);
  });

  it('shows "—" and says there is not enough data when nothing was placed', async () => {
    open('/results', [], { empty: true });
    await screen.findByRole('heading', { name: 'Funnel' });
    expect(screen.getAllByText('—').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText(/Not enough data yet/)).toBeDefined();
    expect(
      screen.getByText('No client has replied in this period yet, so there is no answer time to show.'),
    ).toBeDefined();
  });

  it('says so, with a retry, when the funnel cannot be loaded', async () => {
    server.use(http.get(apiUrl('/analytics/funnel'), () => errorResponse(500, 'Boom', 'INTERNAL')));
    renderApp({ route: '/results', user: testUser() });
    expect(await screen.findByText('Your results could not be loaded.')).toBeDefined();
  });
});
