import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hue, legendItems, textContrastOnWhite } from '@/testing/chart-legend';
import { testFunnel } from '@/testing/results-data';
import { FunnelReport } from './funnel-report';

const stageHints = () =>
  within(screen.getByRole('heading', { name: 'Funnel' }).parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.font-normal')?.textContent);

describe('FunnelReport wording', () => {
  it('speaks to the owner of the bids on /results', () => {
    render(<FunnelReport funnel={testFunnel(30)} />);
    expect(stageHints()).toEqual([
      '· Projects the runs looked at',
      '· Projects your rules chose',
      '· Bids queued for placing',
      '· Bids that reached Freelancer',
      '· Clients who wrote to you first',
      '· Projects you won',
    ]);
    expect(screen.getByText(/^Clients who reply usually write within 5 hours of your bid;/)).toBeDefined();
  });

  it('names no "you" when an admin reads other users’ funnel', () => {
    render(<FunnelReport funnel={testFunnel(30)} reader="admin" />);
    expect(stageHints()).toEqual([
      '· Projects the runs looked at',
      '· Projects the users’ rules chose',
      '· Bids queued for placing',
      '· Bids that reached Freelancer',
      '· Clients who wrote first',
      '· Projects won',
    ]);
    expect(
      screen.getByText(
        'Clients who reply usually write within 5 hours of the bid; 9 in 10 replies come within 30 hours.',
      ),
    ).toBeDefined();
    expect(screen.queryByText(/\byou(r)?\b/i)).toBeNull();
  });
});

describe('FunnelReport daily chart legend', () => {
  it('labels each series in text of at least 4.5:1, the series colour kept in the swatch', async () => {
    render(<FunnelReport funnel={testFunnel(30)} />);
    const chart = screen.getByText('Outcomes per day', { selector: 'h2,h3' }).closest('figure') as HTMLElement;
    await waitFor(() => expect(legendItems(chart).map((item) => item.label)).toEqual(['Placed', 'Replied', 'Awarded']));
    for (const item of legendItems(chart))
      expect(textContrastOnWhite(item.textColour), item.label).toBeGreaterThanOrEqual(4.5);
    expect(hue(legendItems(chart).find((item) => item.label === 'Awarded')!.swatch)).toBeCloseTo(142, 0);
  });
});
