import { describe, expect, it } from 'vitest';
import type { Project } from './project.js';
import { sharedSkills, sharesSkill, skillSet } from './skill-matching.js';

const withSkills = (skills: string[]): Project => ({
  id: '1', title: 't', description: '', url: '', type: 'fixed', currency: 'USD', budgetMin: 10, budgetMax: 20, bidCount: 0, skills, postedAt: new Date(0), kinds: [], ownerId: null, isOpen: true,
});

describe('skillSet', () => {
  it('trims, lowercases and drops blanks when building the set', () => {
    expect(skillSet([' React ', 'react', '', '  ', 'Node.js']).size).toBe(2);
    expect(skillSet(['  ', ''])).toEqual(new Set());
  });

  it('gives the same entry when two spellings differ only in case and spaces', () => {
    expect(skillSet(['Web Design'])).toEqual(skillSet([' web design ']));
  });
});

describe('sharesSkill', () => {
  it('matches when one skill is shared in another case and with spaces', () => {
    expect(sharesSkill(withSkills(['PHP', ' Web Scraping ']), skillSet(['web scraping']))).toBe(true);
  });

  it('does not match when no skill is shared', () => {
    expect(sharesSkill(withSkills(['PHP']), skillSet(['Python']))).toBe(false);
  });

  it('does not match substrings when only part of a skill name is shared', () => {
    expect(sharesSkill(withSkills(['JavaScript']), skillSet(['Java']))).toBe(false);
  });

  it('matches nothing when no skills are configured', () => {
    expect(sharesSkill(withSkills(['PHP']), skillSet([]))).toBe(false);
  });
});

describe('sharedSkills', () => {
  it('answers the shared skills as the project spells them, in its order, once each', () => {
    expect(sharedSkills(withSkills([' Node.js ', 'PHP', 'React.js', 'node.js']), skillSet(['react.js', 'NODE.JS', 'Python']))).toEqual(['Node.js', 'React.js']);
  });

  it('answers none when nothing is shared or no skills are configured', () => {
    expect(sharedSkills(withSkills(['PHP']), skillSet(['Python']))).toEqual([]);
    expect(sharedSkills(withSkills(['PHP']), skillSet([]))).toEqual([]);
  });
});
