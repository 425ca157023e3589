import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageQuery, searchQuery } from './common.js';

const ListQuery = z.strictObject({ ...pageQuery(10), search: searchQuery });

/** The first refusal's message, as the API answers it; null when the query is accepted. */
const refusal = (query: Record<string, unknown>): string | null => {
  const parsed = ListQuery.safeParse(query);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'no message');
};

describe('pageQuery', () => {
  it.each([
    [{}, 1, 10],
    [{ page: '', limit: '' }, 1, 10],
    [{ page: '2', limit: '25' }, 2, 25],
    [{ page: '002' }, 2, 10],
    // The CLI hands its numbers over as numbers.
    [{ page: 3, limit: 5 }, 3, 5],
  ])('reads %j as page %i, limit %i', (query, page, limit) => {
    expect(ListQuery.parse(query)).toMatchObject({ page, limit });
  });

  it.each([
    // The messages the screens and tests already know.
    [{ page: 'abc' }, 'page must be a number'],
    [{ page: 'Infinity' }, 'page must be a number'],
    [{ page: ' ' }, 'page must be a number'],
    [{ page: Number.NaN }, 'page must be a number'],
    [{ limit: '2.5' }, 'limit must be a whole number'],
    [{ page: 1.5 }, 'page must be a whole number'],
    [{ page: '0' }, 'page must be at least 1'],
    [{ page: '-1' }, 'page must be at least 1'],
    [{ limit: '101' }, 'limit must be at most 100'],
    // Spellings JavaScript would read as numbers: one page has one spelling.
    [{ page: '0x2' }, 'page must be written in plain digits, like 2'],
    [{ page: '1e3' }, 'page must be written in plain digits, like 2'],
    [{ page: '+2' }, 'page must be written in plain digits, like 2'],
    [{ page: ' 2' }, 'page must be written in plain digits, like 2'],
    [{ page: '2\n' }, 'page must be written in plain digits, like 2'],
    // Past 2^53 a number is too big, not a fraction.
    [{ page: '9007199254740993' }, 'page must be at most 1000000'],
    // `page=1&page=2`, as the query parser hands it over.
    [{ page: ['1', '2'] }, 'page must be given once'],
    [{ search: ['react', 'vue'] }, 'search must be given once'],
  ])('refuses %j: %s', (query, message) => {
    expect(refusal(query)).toBe(message);
  });
});
