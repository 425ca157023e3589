import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DecisionResponse } from '@contract/decisions';
import type { ExplainResponse } from '@contract/explain-project';
import { testUser } from '@/testing/data';
import { bidLogsHandler } from '@/testing/msw/bidding-handlers';
import { decisionsHandler, explainHandler } from '@/testing/msw/decisions-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

afterEach(() => toast.remove());

const TOO_MANY = { code: 'TOO_MANY_BIDS', message: 'The project has more bids than the threshold' } as const;
const TOO_OLD = { code: 'TOO_OLD', message: 'The project was posted before the time limit' } as const;

const aDecision = (n: number, overrides: Partial<DecisionResponse> = {}): DecisionResponse => ({
  id: String(n),
  projectId: String(4000 + n),
  projectTitle: `Project ${n}`,
  projectUrl: `https://www.freelancer.com/projects/php/project-${n}`,
  outcome: 'skipped',
  reasons: [TOO_MANY],
  detail: null,
  fitScore: null,
  decidedAt: '2026-03-01T10:00:00.000Z',
  bidId: null,
  ...overrides,
});

const SCAM = {
  code: 'BRIEF_SCAM',
  message: 'The brief asks for something scammers ask for (off-platform contact or payment, unpaid work, fees)',
} as const;
const rows = [
  aDecision(1, { fitScore: 34 }),
  aDecision(2, { reasons: [TOO_MANY, TOO_OLD] }),
  aDecision(3, { reasons: [TOO_OLD] }),
  aDecision(4, { outcome: 'queued', reasons: [] }),
  aDecision(5, { outcome: 'held', reasons: [], detail: 'The proposal asks to be paid outside Freelancer.' }),
  aDecision(6, { reasons: [SCAM], detail: 'The brief asks for unpaid test work', fitScore: 81 }),
];
const counts = [
  { ...TOO_MANY, count: 120 },
  { ...TOO_OLD, count: 2 },
];

describe('the Skipped tab', () => {
  it('opens from the address, lists skipped projects with readable reasons, and counts per reason', async () => {
    server.use(decisionsHandler(rows, counts));
    renderApp({ route: '/bid-logs?view=skipped', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Skipped projects' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Skipped' }).getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Decisions' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(
      within(list)
        .getByRole('link', { name: /Project 2/ })
        .getAttribute('href'),
    ).toBe('https://www.freelancer.com/projects/php/project-2');
    expect(within(list).queryByText('Project 4')).toBeNull();
    expect(within(list).getAllByText('The project was posted before the time limit')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /The project has more bids than the threshold\s*120/ })).toBeDefined();
    // One page: nothing to turn.
    expect(screen.queryByRole('navigation', { name: 'Decision pages' })).toBeNull();
  });

  it('links a skipped project to the bid another run placed on it', async () => {
    server.use(
      decisionsHandler([
        aDecision(1, {
          reasons: [
            { code: 'PACE_LIMIT', message: 'More projects matched than a safe pace can bid on before the next run' },
          ],
          bidId: 'bid-9',
        }),
        aDecision(2),
        aDecision(3, { reasons: [{ code: 'ALREADY_BID', message: 'Already bid on this project' }], bidId: 'bid-7' }),
      ]),
    );
    renderApp({ route: '/bid-logs?view=skipped&alreadyBid=shown', user: testUser() });
    const list = await screen.findByRole('list', { name: 'Decisions' });
    const [later, never, earlier] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    // Its reason already says so: only the link.
    expect(within(earlier!).queryByText(/another run/)).toBeNull();
    expect(within(earlier!).getByRole('link', { name: 'View the bid on Project 3' }).getAttribute('href')).toBe(
      '/bid-logs/bid-7',
    );
    expect(within(later!).getByText(/Bid on in another run\./)).toBeDefined();
    expect(within(later!).getByRole('link', { name: 'View the bid on Project 1' }).getAttribute('href')).toBe(
      '/bid-logs/bid-9',
    );
    expect(within(never!).queryByRole('link', { name: /View the bid/ })).toBeNull();
    expect(within(never!).queryByText(/another run/)).toBeNull();
  });

  it('leaves out the projects already bid on, says how many, and shows them on request or by their reason', async () => {
    const ALREADY = { code: 'ALREADY_BID', message: 'Already bid on this project' } as const;
    server.use(
      decisionsHandler(
        [
          aDecision(1, { reasons: [ALREADY], bidId: 'bid-1' }),
          aDecision(2),
          aDecision(3, { reasons: [ALREADY, TOO_OLD], bidId: 'bid-3' }),
          aDecision(4, { reasons: [TOO_OLD] }),
        ],
        [{ ...ALREADY, count: 40 }, ...counts],
      ),
    );
    renderApp({ route: '/bid-logs?view=skipped', user: testUser() });
    const titles = async () =>
      within(await screen.findByRole('list', { name: 'Decisions' }))
        .getAllByRole('link', { name: /^Project \d/ })
        .map((link) => link.textContent?.replace(' (opens in a new tab)', ''));

    expect(await titles()).toEqual(['Project 2', 'Project 4']);
    const notice = await screen.findByText(/on projects you already bid on/);
    expect(notice.textContent).toBe('2 decisions on projects you already bid on are hidden. Show them');

    await userEvent.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(async () => expect(await titles()).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4']));
    expect(screen.getByText(/on projects you already bid on|Projects you already bid on/).textContent).toBe(
      'Projects you already bid on are shown. Hide them',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Hide them' }));
    await waitFor(async () => expect(await titles()).toEqual(['Project 2', 'Project 4']));

    // Picking the reason itself lists them, with nothing to hide.
    await userEvent.click(screen.getByRole('button', { name: /Already bid on this project\s*40/ }));
    await waitFor(async () => expect(await titles()).toEqual(['Project 1', 'Project 3']));
    expect(screen.queryByRole('button', { name: /^(Show|Hide) them$/ })).toBeNull();
  });

  it('pages through more skipped projects than one page holds', async () => {
    server.use(decisionsHandler(Array.from({ length: 25 }, (_, index) => aDecision(index + 1))));
    renderApp({ route: '/bid-logs?view=skipped', user: testUser() });
    const pages = await screen.findByRole('navigation', { name: 'Decision pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeDefined();
    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: /Project 25/ })).toBeDefined();
  });

  it('shows each decision’s fit score, none for rows without one, and which request made a brief a scam', async () => {
    server.use(decisionsHandler(rows, counts));
    renderApp({ route: '/bid-logs?view=skipped', user: testUser() });
    const list = await screen.findByRole('list', { name: 'Decisions' });
    const item = (title: string) =>
      within(list)
        .getByRole('link', { name: new RegExp(`${title} `) })
        .closest('li') as HTMLElement;
    expect(within(item('Project 1')).getByText('Fit 34')).toBeDefined();
    expect(within(item('Project 2')).queryByText(/^Fit /)).toBeNull();
    expect(within(item('Project 6')).getByText('Fit 81')).toBeDefined();
    expect(within(item('Project 6')).getByText('The brief asks for unpaid test work')).toBeDefined();
  });

  it('filters by reason with the chips and by outcome with the select, keeping the filters in the address', async () => {
    server.use(decisionsHandler(rows, counts));
    renderApp({ route: '/bid-logs?view=skipped', user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: /posted before the time limit/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Project 1\b/ })).toBeNull());
    expect(screen.getByRole('button', { name: /posted before the time limit/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: /Project 3/ })).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'All reasons' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'held');
    expect(await screen.findByText('The proposal asks to be paid outside Freelancer.')).toBeDefined();
    expect(screen.queryByRole('link', { name: /Project 1\b/ })).toBeNull();
  });

  it('says so when nothing was decided yet', async () => {
    server.use(decisionsHandler([], []));
    renderApp({ route: '/bid-logs?view=skipped', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'No decisions yet' })).toBeDefined();
    expect(screen.getByText('No project was skipped in the last 14 days.')).toBeDefined();
  });

  it('switches between the tabs with the keyboard', async () => {
    server.use(decisionsHandler(rows, counts), bidLogsHandler([]));
    renderApp({ route: '/bid-logs', user: testUser() });
    const logsTab = await screen.findByRole('tab', { name: 'Bid Logs' });
    expect(logsTab.getAttribute('aria-selected')).toBe('true');
    logsTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Skipped projects' })).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Skipped' }));
  });
});

describe('the explain box', () => {
  const answer: ExplainResponse = {
    success: true,
    project: {
      id: '4001',
      title: 'Crowded project',
      url: 'https://www.freelancer.com/projects/php/crowded',
      type: 'fixed',
      currency: 'USD',
      budgetMin: 100,
      budgetMax: 300,
      bidCount: 80,
      postedAt: '2026-03-01T09:00:00.000Z',
    },
    verdict: 'skip',
    blocks: [],
    rules: [
      {
        code: 'TOO_MANY_BIDS',
        label: 'Bid count within your threshold',
        passed: false,
        message: 'The project has more bids than the threshold',
      },
      { code: 'SKILLS_MISMATCH', label: 'Shares a skill with your profile', passed: true, message: null },
    ],
    fit: {
      score: 42,
      reasons: [
        { code: 'competition', points: -10, text: '80 bids already' },
        { code: 'skills', points: 5, text: 'shares 1 of 2 skills' },
      ],
    },
    profileId: 'main',
    profileName: 'Main profile',
    profiles: [],
  };

  it('answers each rule’s verdict for a pasted link', async () => {
    server.use(
      decisionsHandler([], []),
      explainHandler((project) => (project === answer.project.url ? answer : null)),
    );
    renderApp({ route: '/bid-logs?view=skipped', user: testUser() });
    await userEvent.type(await screen.findByLabelText('Freelancer project link or id'), answer.project.url);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const verdicts = await screen.findByRole('list', { name: 'Rule verdicts' });
    expect(within(verdicts).getByText('Fails:')).toBeDefined();
    expect(within(verdicts).getByText('Bid count within your threshold')).toBeDefined();
    expect(within(verdicts).getByText('Passes:')).toBeDefined();
    expect(screen.getByText('A run would skip this project now, for the reasons marked below.')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Fit score now Fit 42 out of 100' })).toBeDefined();
    expect(
      within(screen.getByRole('list', { name: 'Fit reasons' }))
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['−10 80 bids already', '+5 shares 1 of 2 skills']);
  });

  it('shows the server’s words for an unknown project and asks for input when empty', async () => {
    server.use(
      decisionsHandler([], []),
      explainHandler(() => null),
    );
    renderApp({ route: '/bid-logs?view=skipped', user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Check' }));
    // The server's words for what is not a project, so the box never says one thing two ways.
    expect(await screen.findByText('Enter a Freelancer project link or id')).toBeDefined();
    await userEvent.type(screen.getByLabelText('Freelancer project link or id'), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(
        'No Freelancer project with that link or id was found. Check the link, or link your Freelancer account to look up older projects.',
      ),
    ).toBeDefined();
  });
});
