import { bidAmount, upperBudget } from '@core/domain/bidding/bid-amount';
import { screenBrief } from '@core/domain/bidding/brief-screening';
import type { PortfolioItem } from '@core/domain/bidding/portfolio';
import type { PromptPlaceholder } from '@core/domain/bidding/default-prompt';
import type { Project } from '@core/domain/bidding/project';
import type { PromptFacts } from '@core/domain/bidding/prompt-placeholders';
import type { BiddingSettings } from '@/lib/bidding-settings';

/** A typical project from the feed, in USD so the preview's bid needs no exchange rate. */
export const SAMPLE_PROJECT: Project = {
  id: 'sample',
  title: 'Build a responsive React dashboard for our sales team',
  description:
    'We need a web dashboard that shows daily sales, our top customers and regional trends. It must work well on phones, read its data from our existing REST API, and be easy for our own developers to extend later. Which charting tools do you use?',
  url: 'https://www.freelancer.com/projects/sample',
  type: 'fixed',
  currency: 'USD',
  budgetMin: 250,
  budgetMax: 750,
  bidCount: 12,
  skills: ['React.js', 'TypeScript', 'Node.js', 'CSS'],
  postedAt: new Date(0),
  kinds: [],
  ownerId: null,
  isOpen: true,
};

/**
 * The facts a writer would get for the sample project: the user's name and skills, and the bid
 * their own rules make (minimum bid, bid percentage, completion period).
 */
export function previewFacts(
  settings: Pick<BiddingSettings, 'skills' | 'minBidUsd' | 'bidPercentage' | 'completionPeriod'>,
  freelancerName: string,
): PromptFacts {
  const { amount } = bidAmount({
    upperBudget: upperBudget(SAMPLE_PROJECT),
    usdRate: 1,
    minBidUsd: settings.minBidUsd,
    bidPercentage: settings.bidPercentage,
  });
  const { startWord, instructions, questions } = screenBrief(SAMPLE_PROJECT.title, SAMPLE_PROJECT.description);
  return {
    project: SAMPLE_PROJECT,
    freelancerName,
    skills: settings.skills,
    amount,
    currency: SAMPLE_PROJECT.currency,
    periodDays: settings.completionPeriod,
    clientAsks: { startWord, instructions, questions },
    portfolioItem: SAMPLE_PORTFOLIO_ITEM,
  };
}

/** Stands in for the portfolio item a writer would name: the user's own, entered on their Profile. */
export const SAMPLE_PORTFOLIO_ITEM: PortfolioItem = {
  id: 'sample',
  userId: 'sample',
  title: 'Your closest portfolio item',
  url: 'https://example.com/your-work',
  skills: SAMPLE_PROJECT.skills,
  summary: 'Its one-line summary from your Profile goes here',
  createdAt: new Date(0),
};

/** What each placeholder the writers understand is filled with. */
export const PLACEHOLDER_MEANINGS: Readonly<Record<PromptPlaceholder, string>> = {
  '[Project Title]': "The project's title",
  '[Project Description]': 'The opening of the project brief',
  '[Project Skills]': "The project's skills, up to five",
  '[Project Budget]': "The project's budget",
  '[Your Name]': 'Your name',
  '[Your Skills]': 'Your skills, up to five',
  '[Matching Skills]': 'The project skills you have (else your skills)',
  '[Bid Amount]': 'Your bid amount and currency',
  '[Delivery Days]': 'Your completion period in days',
  '[Offer]': 'Your price and days, or your hourly rate, as a sentence',
  '[Brief Detail]': 'An opening line on a concrete detail of the brief',
  '[Answers]': "Answers to the brief's questions, from your facts",
  '[Portfolio Item]': 'Your portfolio item closest to the project',
  '[Closing Question]': 'One question about the project, to end on',
};
