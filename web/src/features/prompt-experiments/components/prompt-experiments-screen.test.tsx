import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ExperimentWire } from '@contract/prompt-experiments';
import { MAIN_PROFILE_ID } from '@core/domain/bidding/search-profile';
import { testProfile } from '@/testing/bidding-data';
import { testUser } from '@/testing/data';
import { experimentsHandlers, testArm, testExperiment, type ExperimentCall } from '@/testing/msw/experiments-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { profilesHandlers } from '@/testing/msw/profiles-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { formatP, verdictText } from './verdict-text';

const user = testUser({ name: 'Ada Lovelace' });
const SHOPIFY = testProfile({ id: 'profile-1', name: 'Shopify fixes', isMain: false });

/** A running experiment on the main profile: the control and Variant B, with these counts and verdict. */
const running = (
  verdict: ExperimentWire['verdict'],
  b: { placed: number; replied: number; p: number; standing: 'better' | 'worse' | 'no-difference' | 'too-few-bids' },
) =>
  testExperiment({
    running: true,
    startedAt: '2026-03-01T10:00:00.000Z',
    controlSharePercent: 70,
    arms: [
      testArm({ sharePercent: 70, placed: 200, replied: 20, replyRate: 0.1, awarded: 4, awardRate: 0.02 }),
      testArm({
        id: 'variant-b',
        isControl: false,
        name: 'Variant B',
        prompt: 'Two sentences about [Project Title].',
        sharePercent: 30,
        placed: b.placed,
        replied: b.replied,
        replyRate: b.placed === 0 ? 0 : b.replied / b.placed,
        replyPValue: b.p,
        awardPValue: 0.5,
        standing: b.standing,
      }),
    ],
    verdict,
  });

async function openScreen(experiments: Map<string, ExperimentWire> = new Map(), calls: ExperimentCall[] = []) {
  server.use(...profilesHandlers([testProfile(), SHOPIFY]), ...experimentsHandlers(experiments, calls));
  renderApp({ route: '/prompt-experiments', user });
  await screen.findByRole('heading', { name: 'Prompt Experiments' });
  return calls;
}

describe('verdict words', () => {
  it.each([
    [{ kind: 'too-few-bids', smallestArm: 12, minimum: 50 } as const, 'Not enough bids yet: 12 of 50'],
    [{ kind: 'no-winner', pValue: 0.3112 } as const, 'No clear winner yet (p = 0.31)'],
    [
      { kind: 'winner', variantId: 'b', variantName: 'Variant B', pValue: 0.0104 } as const,
      'Variant B gets more replies (p = 0.010)',
    ],
    [
      { kind: 'winner', variantId: 'b', variantName: 'Variant B', pValue: 0.0004 } as const,
      'Variant B gets more replies (p < 0.001)',
    ],
    [{ kind: 'control-better', pValue: 0.02 } as const, 'Your current prompt gets more replies (p = 0.020)'],
  ])('%j reads "%s"', (verdict, text) => {
    expect(verdictText(verdict)).toBe(text);
  });

  it('never rounds a significant p up to 0.05', () => {
    expect(formatP(0.049)).toBe('p = 0.049');
  });
});

describe('prompt experiments screen', () => {
  it('starts an experiment on the main profile: a variant, its share, the control keeping the rest', async () => {
    const calls = await openScreen();
    const typist = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Start an experiment' })).toBeDefined();
    expect(screen.getByText('100%')).toBeDefined();

    await typist.click(screen.getByRole('button', { name: 'Add variant' }));
    const share = screen.getByLabelText('Share of bids (%)');
    await typist.clear(share);
    await typist.type(share, '30');
    expect(screen.getByText('70%')).toBeDefined();
    const prompt = screen.getByLabelText('Prompt');
    await typist.clear(prompt);
    await typist.type(prompt, 'Two sentences about the project.');
    await typist.click(screen.getByRole('button', { name: 'Start experiment' }));

    expect(await screen.findByText('Not enough bids yet: 0 of 50')).toBeDefined();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      profileId: MAIN_PROFILE_ID,
      variants: [{ name: 'Variant B', prompt: 'Two sentences about the project.', sharePercent: 30 }],
    });
    expect(screen.getByRole('button', { name: 'Save variants' })).toBeDefined();
  });

  it('refuses shares that leave the control under 10% before sending anything', async () => {
    const calls = await openScreen();
    const typist = userEvent.setup();
    await screen.findByRole('heading', { name: 'Start an experiment' });
    await typist.click(screen.getByRole('button', { name: 'Add variant' }));
    await typist.click(screen.getByRole('button', { name: 'Add variant' }));
    const [first, second] = screen.getAllByLabelText('Share of bids (%)');
    await typist.clear(first!);
    await typist.type(first!, '50');
    await typist.clear(second!);
    await typist.type(second!, '45');
    await typist.click(screen.getByRole('button', { name: 'Start experiment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('your current prompt keeps at least 10%');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('never shows the current prompt a negative share: over the limit it says what the variants take', async () => {
    await openScreen();
    const typist = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add variant' });
    for (let index = 0; index < 3; index++) await typist.click(add);
    for (const share of screen.getAllByLabelText('Share of bids (%)')) {
      await typist.clear(share);
      await typist.type(share, '40');
    }
    expect(screen.queryByText(/Current prompt keeps/)).toBeNull();
    expect(screen.queryByText(/-\d+%/)).toBeNull();
    expect(screen.getByText(/Variants take/).textContent).toBe('Variants take 120% of bids');
    await typist.click(screen.getByRole('button', { name: 'Start experiment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The variants may take at most 90% together');
    await typist.clear(screen.getAllByLabelText('Share of bids (%)')[2]!);
    await typist.type(screen.getAllByLabelText('Share of bids (%)')[2]!, '5');
    expect(screen.getByText(/Current prompt keeps/).textContent).toBe('Current prompt keeps 15% of bids');
  });

  it('allows three variants at most', async () => {
    await openScreen();
    const typist = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add variant' });
    for (let index = 0; index < 3; index++) await typist.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByLabelText('Prompt')).toHaveLength(3);
  });

  it('shows each arm and a named winner, and promotes it', async () => {
    const calls = await openScreen(
      new Map([
        [
          MAIN_PROFILE_ID,
          running(
            { kind: 'winner', variantId: 'variant-b', variantName: 'Variant B', pValue: 0.0104 },
            { placed: 200, replied: 50, p: 0.0104, standing: 'better' },
          ),
        ],
      ]),
    );
    expect(await screen.findByText('Variant B gets more replies (p = 0.010)')).toBeDefined();
    const table = screen.getByRole('table', { name: 'Bids, replies and awards per prompt' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Current prompt')).toBeDefined();
    expect(rows[1]!.textContent).toContain('10.0%');
    expect(rows[2]!.textContent).toContain('25.0%');
    expect(rows[2]!.textContent).toContain('0.010');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Promote Variant B' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.url.endsWith('/bidding/experiments/variant-b/promote')),
      ).toBe(true),
    );
    expect(await screen.findByRole('heading', { name: 'Start an experiment' })).toBeDefined();
  });

  it('tells why a promotion was refused, as the server words it', async () => {
    await openScreen(
      new Map([
        [
          MAIN_PROFILE_ID,
          running(
            { kind: 'winner', variantId: 'variant-b', variantName: 'Variant B', pValue: 0.0104 },
            { placed: 200, replied: 50, p: 0.0104, standing: 'better' },
          ),
        ],
      ]),
    );
    server.use(
      http.post(apiUrl('/bidding/experiments/:variantId/promote'), () =>
        errorResponse(409, 'This experiment has already ended', 'CONFLICT'),
      ),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Promote Variant B' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This experiment has already ended');
  });

  it('offers no Promote without a named winner', async () => {
    await openScreen(
      new Map([
        [
          MAIN_PROFILE_ID,
          running(
            { kind: 'no-winner', pValue: 0.31 },
            { placed: 200, replied: 24, p: 0.31, standing: 'no-difference' },
          ),
        ],
      ]),
    );
    expect(await screen.findByText('No clear winner yet (p = 0.31)')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Promote/ })).toBeNull();
  });

  it('stops an experiment only after confirming', async () => {
    const calls = await openScreen(
      new Map([
        [
          MAIN_PROFILE_ID,
          running(
            { kind: 'too-few-bids', smallestArm: 12, minimum: 50 },
            { placed: 12, replied: 3, p: 1, standing: 'too-few-bids' },
          ),
        ],
      ]),
    );
    const typist = userEvent.setup();
    await typist.click(await screen.findByRole('button', { name: 'Stop experiment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop this experiment?' });
    await typist.click(within(dialog).getByRole('button', { name: 'Keep running' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await typist.click(screen.getByRole('button', { name: 'Stop experiment' }));
    await typist.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop experiment' }));
    expect(await screen.findByRole('heading', { name: 'Start an experiment' })).toBeDefined();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toContain('profileId=main');
  });

  it("reads the picked profile's experiment", async () => {
    const calls = await openScreen(
      new Map([[SHOPIFY.id, testExperiment({ profileId: SHOPIFY.id, profileName: SHOPIFY.name })]]),
    );
    await userEvent.setup().selectOptions(await screen.findByLabelText('Search profile'), SHOPIFY.id);
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.url.includes('profileId=profile-1'))).toBe(true),
    );
  });
});
