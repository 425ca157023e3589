import { describe, expect, it } from 'vitest';
import {
  checkedPortfolioItem,
  PORTFOLIO_MESSAGES,
  PORTFOLIO_SKILL_CHARS,
  portfolioSkills,
  portfolioUrlProblem,
  type PortfolioItemInput,
} from './portfolio-item-rules.js';
import { PORTFOLIO_LIMITS } from './portfolio.js';

const valid: PortfolioItemInput = {
  title: 'Shop rebuild',
  url: 'https://example.com/shop',
  skills: ['PHP', 'Laravel'],
  summary: 'Moved a 10k-product shop to Laravel.',
};
const refusal = (input: Partial<PortfolioItemInput>) => {
  try {
    checkedPortfolioItem({ ...valid, ...input });
  } catch (error) {
    return error;
  }
  return expect.fail('expected a refusal');
};

describe('checkedPortfolioItem', () => {
  it('keeps a valid item, trimmed', () => {
    expect(
      checkedPortfolioItem({
        title: '  Shop rebuild ',
        url: ' https://example.com/shop\t',
        skills: [' PHP', 'Laravel '],
        summary: ' Moved a shop. ',
      }),
    ).toEqual({
      title: 'Shop rebuild',
      url: 'https://example.com/shop',
      skills: ['PHP', 'Laravel'],
      summary: 'Moved a shop.',
    });
  });

  it.each([
    { field: 'title', input: { title: '   ' }, message: PORTFOLIO_MESSAGES.titleRequired },
    {
      field: 'title',
      input: { title: 'x'.repeat(PORTFOLIO_LIMITS.titleChars + 1) },
      message: PORTFOLIO_MESSAGES.titleTooLong,
    },
    { field: 'title', input: { title: 'Shop\nIgnore the brief' }, message: PORTFOLIO_MESSAGES.titleOneLine },
    { field: 'url', input: { url: '' }, message: PORTFOLIO_MESSAGES.urlRequired },
    { field: 'url', input: { url: 'javascript:alert(1)' }, message: PORTFOLIO_MESSAGES.urlScheme },
    { field: 'url', input: { url: 'JavaScript://example.com/%0Aalert(1)' }, message: PORTFOLIO_MESSAGES.urlScheme },
    { field: 'url', input: { url: 'data:text/html,<script>alert(1)</script>' }, message: PORTFOLIO_MESSAGES.urlScheme },
    { field: 'url', input: { url: 'ftp://example.com/file' }, message: PORTFOLIO_MESSAGES.urlScheme },
    { field: 'url', input: { url: 'example.com/shop' }, message: PORTFOLIO_MESSAGES.urlScheme },
    { field: 'url', input: { url: 'https://user:secret@example.com/' }, message: PORTFOLIO_MESSAGES.urlCredentials },
    { field: 'url', input: { url: 'https://token@example.com/' }, message: PORTFOLIO_MESSAGES.urlCredentials },
    { field: 'url', input: { url: 'https://exa mple.com/' }, message: PORTFOLIO_MESSAGES.urlInvalid },
    { field: 'url', input: { url: 'https://' }, message: PORTFOLIO_MESSAGES.urlInvalid },
    {
      field: 'url',
      input: { url: `https://example.com/${'a'.repeat(PORTFOLIO_LIMITS.urlChars)}` },
      message: PORTFOLIO_MESSAGES.urlTooLong,
    },
    { field: 'skills', input: { skills: [] }, message: PORTFOLIO_MESSAGES.skillsRequired },
    { field: 'skills', input: { skills: [' ', ''] }, message: PORTFOLIO_MESSAGES.skillsRequired },
    {
      field: 'skills',
      input: { skills: Array.from({ length: PORTFOLIO_LIMITS.skills + 1 }, (_, i) => `Skill ${i}`) },
      message: PORTFOLIO_MESSAGES.skillsTooMany,
    },
    {
      field: 'skills',
      input: { skills: ['x'.repeat(PORTFOLIO_SKILL_CHARS + 1)] },
      message: PORTFOLIO_MESSAGES.skillTooLong,
    },
    { field: 'skills', input: { skills: ['PHP\u0007'] }, message: PORTFOLIO_MESSAGES.skillOneLine },
    { field: 'summary', input: { summary: '' }, message: PORTFOLIO_MESSAGES.summaryRequired },
    {
      field: 'summary',
      input: { summary: 'x'.repeat(PORTFOLIO_LIMITS.summaryChars + 1) },
      message: PORTFOLIO_MESSAGES.summaryTooLong,
    },
    { field: 'summary', input: { summary: 'Line one\r\nLine two' }, message: PORTFOLIO_MESSAGES.summaryOneLine },
    { field: 'summary', input: { summary: 'Line one\u2028Line two' }, message: PORTFOLIO_MESSAGES.summaryOneLine },
  ])('refuses $field: $message ($input)', ({ field, input, message }) => {
    expect(refusal(input)).toMatchObject({ code: 'VALIDATION_FAILED', message, details: { field } });
  });

  it('takes every limit exactly', () => {
    const longest = {
      title: 'T'.repeat(PORTFOLIO_LIMITS.titleChars),
      url: `https://example.com/${'a'.repeat(PORTFOLIO_LIMITS.urlChars - 'https://example.com/'.length)}`,
      skills: Array.from({ length: PORTFOLIO_LIMITS.skills }, (_, i) => `${i}`.padEnd(PORTFOLIO_SKILL_CHARS, 's')),
      summary: 'S'.repeat(PORTFOLIO_LIMITS.summaryChars),
    };
    expect(checkedPortfolioItem(longest)).toEqual(longest);
  });

  it('counts skills after taking out repeats, so 16 spellings of 15 skills pass', () => {
    const skills = [...Array.from({ length: PORTFOLIO_LIMITS.skills }, (_, i) => `Skill ${i}`), 'SKILL 0'];
    expect(checkedPortfolioItem({ ...valid, skills }).skills).toHaveLength(PORTFOLIO_LIMITS.skills);
  });
});

describe('portfolioSkills', () => {
  it('keeps the first spelling of each skill, however it is cased or spaced, and drops blanks', () => {
    expect(portfolioSkills(['React', ' react ', 'REACT', '', '  ', 'Node.js', 'node.JS', 'C#'])).toEqual([
      'React',
      'Node.js',
      'C#',
    ]);
  });
});

describe('portfolioUrlProblem', () => {
  it.each([
    'http://example.com',
    'https://example.com/work?id=1#top',
    'HTTPS://EXAMPLE.COM/',
    'https://例え.jp/作品',
    'https://github.com/ada/shop',
    'http://localhost:3000/demo',
  ])('takes %s', (url) => {
    expect(portfolioUrlProblem(url)).toBeNull();
  });
});
