import { describe, expect, it } from 'vitest';
import { toProfileView } from '../../../contract/search-profiles.js';
import { profileRulesOf } from '../../../core/domain/bidding/search-profile.js';
import { defaultBiddingSettings } from '../../../core/domain/bidding/settings.js';
import { renderView } from '../output.js';
import { budgetRange, ProfileTable } from './profile-views.js';

const RULES = profileRulesOf(defaultBiddingSettings('u1', new Date(0)));
const aProfile = (id: string, name: string, overrides: Partial<typeof RULES> = {}, isActive = true) =>
  toProfileView({ id, name, isActive, rules: { ...RULES, ...overrides } });

describe('budgetRange', () => {
  it.each([
    [null, null, 'any'],
    [250, null, '250+'],
    [null, 80, 'up to 80'],
    [20.5, 95, '20.5–95'],
  ] as const)('%s to %s reads %s', (min, max, expected) => {
    expect(budgetRange(min, max)).toBe(expected);
  });
});

describe('ProfileTable', () => {
  it('lists the main profile first, on by the account switch, then each profile with its skills and budgets', () => {
    const lines = renderView(
      <ProfileTable
        profiles={[
          aProfile('main', 'Main profile', { skills: ['PHP'] }),
          aProfile(
            '5d1c0f6e-0000-4000-8000-000000000001',
            'Laravel APIs',
            { skills: ['Laravel', 'PHP'], fixedBudgetMinUsd: 250, fixedBudgetMaxUsd: 2000, bidOnHourlyProjects: false },
            false,
          ),
        ]}
      />,
      { columns: 200 },
    ).split('\n');
    expect(lines[0]).toMatch(/^ID\s+Name\s+On\s+Skills\s+Fixed USD\s+Hourly USD$/);
    expect(lines[1]).toMatch(/^main\s+Main profile \(main\)\s+yes \(account switch\)\s+PHP\s+any\s+any$/);
    expect(lines[2]).toMatch(
      /^5d1c0f6e-0000-4000-8000-000000000001\s+Laravel APIs\s+no\s+Laravel, PHP\s+250–2000\s+off$/,
    );
  });

  it('keeps whether each profile bids and on which budgets at 80 columns; the id gives way', () => {
    const lines = renderView(
      <ProfileTable
        profiles={[
          aProfile('5d1c0f6e-0000-4000-8000-000000000001', 'Laravel and Symfony APIs for agencies', {
            skills: ['Laravel', 'PHP', 'Symfony', 'MySQL', 'Redis', 'Docker'],
            fixedBudgetMinUsd: 250,
            fixedBudgetMaxUsd: 2000,
            hourlyBudgetMinUsd: 15,
            hourlyBudgetMaxUsd: 40,
          }),
        ]}
      />,
      { columns: 80 },
    ).split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^Name\s+On\s+Skills\s+Fixed USD\s+Hourly USD$/);
    expect(lines[1]).toMatch(/\s+yes\s+.*\s+250–2000\s+15–40$/);
  });

  it('escapes control characters in names and skills, and prints no colour codes', () => {
    const text = renderView(
      <ProfileTable profiles={[aProfile('p1', 'Evil\x1b]0;pwned\x07', { skills: ['Go\u202eexe'] })]} />,
    );
    expect(text).toContain('Evil\\x1b]0;pwned\\x07');
    expect(text).toContain('Go\\u202eexe');
    expect(text).not.toContain('\x1b');
  });
});
