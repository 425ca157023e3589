import { z } from 'zod';
import {
  isNotOneLine,
  PORTFOLIO_MESSAGES as MESSAGES,
  PORTFOLIO_SKILL_CHARS,
  portfolioUrlProblem,
} from '../core/domain/bidding/portfolio-item-rules.js';
import { PORTFOLIO_LIMITS, type PortfolioItem } from '../core/domain/bidding/portfolio.js';
import { hasNoInvisibleCharacter } from './common.js';

/**
 * The Profile's portfolio on the wire (docs/design.md#portfolio): GET, POST /api/users/portfolio,
 * PUT and DELETE /api/users/portfolio/:id. The body's messages are core's, so the Profile form
 * shows before sending what the server would answer.
 */

const oneLine = (text: string): boolean => !isNotOneLine(text);

/** POST /api/users/portfolio and PUT /api/users/portfolio/:id: the whole item, nothing else. */
export const PortfolioItemBody = z.strictObject({
  title: z
    .string({ error: 'title must be text' })
    .trim()
    .min(1, MESSAGES.titleRequired)
    .max(PORTFOLIO_LIMITS.titleChars, MESSAGES.titleTooLong)
    .refine(oneLine, MESSAGES.titleOneLine),
  url: z
    .string({ error: 'url must be text' })
    .trim()
    .superRefine((url, ctx) => {
      const problem = portfolioUrlProblem(url);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    }),
  skills: z
    .array(
      z
        .string({ error: 'each skill must be text' })
        .trim()
        .min(1, 'skills cannot contain blank entries')
        .max(PORTFOLIO_SKILL_CHARS, MESSAGES.skillTooLong)
        .refine(oneLine, MESSAGES.skillOneLine),
      { error: 'skills must be a list of text' },
    )
    .min(1, MESSAGES.skillsRequired)
    .max(PORTFOLIO_LIMITS.skills, MESSAGES.skillsTooMany),
  summary: z
    .string({ error: 'summary must be text' })
    .trim()
    .min(1, MESSAGES.summaryRequired)
    .max(PORTFOLIO_LIMITS.summaryChars, MESSAGES.summaryTooLong)
    .refine(oneLine, MESSAGES.summaryOneLine),
});
export type PortfolioItemBody = z.input<typeof PortfolioItemBody>;

export const PortfolioItemParams = z.object({
  id: z.string().min(1).max(64).refine(hasNoInvisibleCharacter, 'Portfolio item id is invalid'),
});

export interface PortfolioItemView {
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly skills: readonly string[];
  readonly summary: string;
  /** ISO 8601. */
  readonly createdAt: string;
}

export const toPortfolioItemView = (item: PortfolioItem): PortfolioItemView => ({
  id: item.id,
  title: item.title,
  url: item.url,
  skills: [...item.skills],
  summary: item.summary,
  createdAt: item.createdAt.toISOString(),
});

/** GET /api/users/portfolio: the user's items in the order entered. */
export interface PortfolioResponse {
  readonly success: true;
  readonly items: readonly PortfolioItemView[];
  /** Items an account may have. */
  readonly max: typeof PORTFOLIO_LIMITS.items;
}

/** POST (201) and PUT: the item as stored. */
export interface PortfolioItemResponse {
  readonly success: true;
  readonly message: string;
  readonly item: PortfolioItemView;
}
