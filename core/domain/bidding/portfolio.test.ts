import { describe, expect, it } from 'vitest';
import { bestPortfolioItem, type PortfolioItem } from './portfolio.js';

let entered = 0;
/** Items in the order a test lists them are entered a minute apart. */
const item = (title: string, skills: readonly string[], createdAt?: Date): PortfolioItem => {
  entered += 1;
  return {
    id: title,
    userId: 'u1',
    title,
    url: `https://example.com/${title}`,
    skills,
    summary: `${title} work`,
    createdAt: createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, entered)),
  };
};

describe('bestPortfolioItem', () => {
  const shop = item('shop', ['PHP', 'Laravel', 'MySQL']);
  const app = item('app', ['React', 'TypeScript']);
  const api = item('api', ['Laravel', 'PHP', 'REST API', 'Docker']);

  it.each([
    {
      case: 'the item sharing most skills',
      items: [shop, app, api],
      project: ['PHP', 'Laravel', 'Docker'],
      best: 'api',
    },
    {
      case: 'one shared skill is enough when no item shares more',
      items: [shop, app],
      project: ['TypeScript', 'Figma'],
      best: 'app',
    },
    { case: 'a tie goes to the item entered first', items: [shop, api], project: ['PHP', 'Laravel'], best: 'shop' },
    {
      case: 'a tie goes to the item entered first, whatever order the list is in',
      items: [api, shop],
      project: ['PHP', 'Laravel'],
      best: 'shop',
    },
    { case: 'no shared skill: none', items: [shop, app], project: ['Excel', 'Data Entry'], best: null },
    { case: 'no items: none', items: [], project: ['PHP'], best: null },
    { case: 'a project without skills: none', items: [shop, app], project: [], best: null },
  ])('$case', ({ items, project, best }) => {
    expect(bestPortfolioItem(items, project)?.title ?? null).toBe(best);
  });

  it('matches skills whatever their case and surrounding spaces, as normalizeSkill reads them', () => {
    const spaced = item('spaced', ['  react ', 'NODE.JS']);
    expect(bestPortfolioItem([shop, spaced], ['React', ' node.js'])).toBe(spaced);
  });

  it('counts a skill the item lists twice, or the project lists twice, once', () => {
    const doubled = item('doubled', ['PHP', 'php', ' PHP']);
    const two = item('two', ['PHP', 'Laravel']);
    expect(bestPortfolioItem([doubled, two], ['PHP', 'PHP', 'Laravel'])).toBe(two);
  });

  it('keeps the earlier of two items entered in the same instant', () => {
    const at = new Date('2026-02-01T00:00:00.000Z');
    const [first, second] = [item('first', ['Go'], at), item('second', ['Go'], at)];
    expect(bestPortfolioItem([first, second], ['Go'])).toBe(first);
  });
});
