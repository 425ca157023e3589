import { normalizeSkill } from './skill-matching.js';

/**
 * One piece of past work the user entered on their Profile (docs/design.md#proposal-writer): a
 * proposal names the item that shares most skills with the project, and nothing else the user
 * did not enter.
 */
export interface PortfolioItem {
  readonly id: string;
  readonly userId: string;
  readonly title: string;
  /** An http(s) address the client can open. */
  readonly url: string;
  /** Skill names as the user typed them (usually Freelancer's spelling). */
  readonly skills: readonly string[];
  /** One line about the work, in the user's words. */
  readonly summary: string;
  readonly createdAt: Date;
}

/** An item's fields as the user enters or changes them; the store adds the id, owner and time. */
export type NewPortfolioItem = Pick<PortfolioItem, 'title' | 'url' | 'skills' | 'summary'>;

export const PORTFOLIO_LIMITS = {
  items: 20,
  titleChars: 100,
  urlChars: 500,
  skills: 15,
  summaryChars: 200,
} as const;

/**
 * The item sharing most skills with the project (ties: the one entered first), or null when none
 * shares any: a proposal names no past work rather than an unrelated one.
 */
export function bestPortfolioItem(
  items: readonly PortfolioItem[],
  projectSkills: readonly string[],
): PortfolioItem | null {
  const wanted = new Set(projectSkills.map(normalizeSkill));
  let best: PortfolioItem | null = null;
  let bestShared = 0;
  for (const item of items) {
    const shared = new Set(item.skills.map(normalizeSkill).filter((skill) => wanted.has(skill))).size;
    if (
      shared > bestShared ||
      (shared === bestShared && shared > 0 && best !== null && item.createdAt < best.createdAt)
    ) {
      best = item;
      bestShared = shared;
    }
  }
  return best;
}
