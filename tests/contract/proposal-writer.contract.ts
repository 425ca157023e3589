import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT } from '../../core/domain/bidding/default-prompt.js';
import type { Project } from '../../core/domain/bidding/project.js';
import type { ProposalRequest, ProposalWriter } from '../../core/ports/proposal-writer.port.js';

const project: Project = {
  id: '40100200',
  title: 'Build a React dashboard for sales data',
  description: 'We need a dashboard with charts of monthly sales, filters by region and a CSV export.',
  url: 'https://www.freelancer.com/projects/react-dashboard-40100200',
  type: 'fixed',
  currency: 'EUR',
  budgetMin: 250,
  budgetMax: 750,
  bidCount: 4,
  skills: ['React.js', 'TypeScript', 'Data Visualization'],
  postedAt: new Date('2026-11-22T09:30:00Z'),
};

const request = (overrides: Partial<ProposalRequest> = {}): ProposalRequest => ({
  project,
  freelancerName: 'Jane Doe',
  skills: ['React.js', 'Node.js'],
  prompt: DEFAULT_PROMPT,
  amount: 412.5,
  currency: 'EUR',
  periodDays: 7,
  ...overrides,
});

/**
 * The ProposalWriter port as the bid worker relies on it, for the fake and every real writer:
 * a proposal is client-ready text about this project, never the prompt it was written from.
 */
export function describeProposalWriterContract(name: string, create: () => ProposalWriter): void {
  describe(`ProposalWriter contract: ${name}`, () => {
    it('writes non-empty text that names the project', async () => {
      const text = await create().write(request());
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).toContain(project.title);
    });

    it('fills every placeholder of the default prompt', async () => {
      const text = await create().write(request());
      expect(text).not.toMatch(/\[(Project|Your|Matching|Bid|Delivery)[^\]]*\]/i);
    });

    it('writes for the project it is given', async () => {
      const writer = create();
      const other = { ...project, id: '40100999', title: 'Migrate a WordPress shop to Shopify' };
      const [first, second] = await Promise.all([writer.write(request()), writer.write(request({ project: other }))]);
      expect(first).toContain(project.title);
      expect(second).toContain(other.title);
      expect(second).not.toContain(project.title);
    });
  });
}
