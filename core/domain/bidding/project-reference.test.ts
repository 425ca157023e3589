import { describe, expect, it } from 'vitest';
import { parseProjectReference, refersTo } from './project-reference.js';

describe('parseProjectReference', () => {
  it.each([
    ['40123456', { kind: 'id', id: '40123456' }],
    ['  0040123456 ', { kind: 'id', id: '40123456' }],
    ['https://www.freelancer.com/projects/php/build-dashboard', { kind: 'path', seoUrl: 'php/build-dashboard' }],
    [
      'https://www.freelancer.com/projects/php/build-dashboard/details',
      { kind: 'path', seoUrl: 'php/build-dashboard' },
    ],
    [
      'https://www.freelancer.com/projects/PHP/Build-Dashboard/proposals?ref=x#top',
      { kind: 'path', seoUrl: 'php/build-dashboard' },
    ],
    ['www.freelancer.com/projects/python/scrape-site', { kind: 'path', seoUrl: 'python/scrape-site' }],
    ['https://www.freelancer-sandbox.com/projects/react/landing-page', { kind: 'path', seoUrl: 'react/landing-page' }],
    ['http://localhost:4000/projects/40000001', { kind: 'id', id: '40000001' }],
  ])('reads %s', (input, expected) => {
    expect(parseProjectReference(input)).toEqual(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '-5',
    '12.5',
    'https://www.freelancer.com/',
    'https://www.freelancer.com/u/someone',
    'javascript:alert(1)',
    'ftp://www.freelancer.com/projects/a/b',
    'https://www.freelancer.com/projects/a/b/c/d',
    'https://www.freelancer.com/projects/a<b>/c',
    'x'.repeat(501),
  ])('refuses %s', (input) => {
    expect(parseProjectReference(input)).toBeNull();
  });
});

describe('refersTo', () => {
  const project = { id: '40123456', url: 'https://www.freelancer.com/projects/php/build-dashboard' };

  it('matches a project by id or by its link path', () => {
    expect(refersTo({ kind: 'id', id: '40123456' }, project)).toBe(true);
    expect(refersTo({ kind: 'path', seoUrl: 'php/build-dashboard' }, project)).toBe(true);
    expect(refersTo({ kind: 'path', seoUrl: 'php/other' }, project)).toBe(false);
    expect(refersTo({ kind: 'id', id: '1' }, project)).toBe(false);
  });
});
