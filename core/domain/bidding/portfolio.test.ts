import { describe, expect, it } from 'vitest';
import { bestPortfolioItem, type PortfolioItem } from './portfolio.js';

const anItem = (id: string, skills: readonly string[], createdAt = `2026-01-0${id}T00:00:00Z`): PortfolioItem => ({
  id, userId: 'u1', title: `Item ${id}`, url: `https://ada.dev/${id}`, skills, summary: 'One line.', createdAt: new Date(createdAt),
});

describe('bestPortfolioItem', () => {
  it.each([
    { name: 'the item sharing most skills', items: [anItem('1', ['React.js']), anItem('2', ['React.js', 'TypeScript'])], want: '2' },
    { name: 'skills compared case- and space-insensitively', items: [anItem('1', ['PHP']), anItem('2', ['  typescript ', 'REACT.JS'])], want: '2' },
    { name: 'the one entered first on a tie', items: [anItem('2', ['React.js']), anItem('1', ['TypeScript'])], want: '1' },
    { name: 'the first in the list on a tie with the same date', items: [anItem('3', ['React.js'], '2026-01-01T00:00:00Z'), anItem('4', ['TypeScript'], '2026-01-01T00:00:00Z')], want: '3' },
    { name: 'a skill listed twice on an item counted once', items: [anItem('1', ['React.js', 'react.js', 'REACT.JS']), anItem('2', ['React.js', 'TypeScript'])], want: '2' },
    { name: 'none when no item shares a skill', items: [anItem('1', ['PHP']), anItem('2', ['Laravel'])], want: null },
    { name: 'none from no items', items: [], want: null },
  ])('$name', ({ items, want }) => {
    expect(bestPortfolioItem(items, ['React.js', 'TypeScript', 'CSS'])?.id ?? null).toBe(want);
  });

  it('names no item for a project listing no skills', () => {
    expect(bestPortfolioItem([anItem('1', ['React.js'])], [])).toBeNull();
  });
});
