import { describe, expect, it } from 'vitest';
import type { Project } from './project.js';
import {
  sharedSkills,
  sharesEnoughSkills,
  sharesSkill,
  skillRuleOf,
  skillSet,
  skillsNeeded,
} from './skill-matching.js';

const withSkills = (skills: string[]): Project => ({
  id: '1',
  title: 't',
  description: '',
  url: '',
  type: 'fixed',
  currency: 'USD',
  budgetMin: 10,
  budgetMax: 20,
  bidCount: 0,
  skills,
  postedAt: new Date(0),
  kinds: [],
  ownerId: null,
  isOpen: true,
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
    expect(
      sharedSkills(
        withSkills([' Node.js ', 'PHP', 'React.js', 'node.js']),
        skillSet(['react.js', 'NODE.JS', 'Python']),
      ),
    ).toEqual(['Node.js', 'React.js']);
  });

  it('answers none when nothing is shared or no skills are configured', () => {
    expect(sharedSkills(withSkills(['PHP']), skillSet(['Python']))).toEqual([]);
    expect(sharedSkills(withSkills(['PHP']), skillSet([]))).toEqual([]);
  });
});

describe('skillsNeeded', () => {
  it.each([
    [6, { minMatches: 1, minSharePercent: 40 }, 3],
    [6, { minMatches: 1, minSharePercent: 50 }, 3],
    [6, { minMatches: 4, minSharePercent: 40 }, 4],
    [3, { minMatches: 1, minSharePercent: 33 }, 1],
    [3, { minMatches: 1, minSharePercent: 100 }, 3],
    [1, { minMatches: 3, minSharePercent: 0 }, 1],
    [2, { minMatches: 3, minSharePercent: 0 }, 2],
    [0, { minMatches: 2, minSharePercent: 50 }, 1],
    [5, { minMatches: 0, minSharePercent: 0 }, 1],
  ])('%i listed skills with %j need %i', (listed, rule, needed) => {
    expect(skillsNeeded(listed, rule)).toBe(needed);
  });
});

describe('sharesEnoughSkills', () => {
  it('takes the one-skill path when the settings ask no more', () => {
    expect(skillRuleOf({ minSkillMatches: 1, minSkillSharePercent: 0 })).toBeNull();
    expect(skillRuleOf({ minSkillMatches: 2, minSkillSharePercent: 0 })).toEqual({ minMatches: 2, minSharePercent: 0 });
  });

  it('counts each shared skill once, whatever its spelling', () => {
    const project = withSkills(['PHP', ' php ', 'React']);
    expect(sharesEnoughSkills(project, skillSet(['php']), { minMatches: 2, minSharePercent: 0 })).toBe(false);
    expect(sharesEnoughSkills(project, skillSet(['php', 'react']), { minMatches: 2, minSharePercent: 0 })).toBe(true);
  });

  it('matches nothing without skills', () => {
    expect(sharesEnoughSkills(withSkills(['PHP']), skillSet([]), { minMatches: 1, minSharePercent: 50 })).toBe(false);
  });
});
