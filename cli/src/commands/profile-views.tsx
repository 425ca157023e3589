import type { ProfileView } from '../../../contract/search-profiles.js';
import { Table, type Column } from '../ui/table.js';
import { yesNo } from './common.js';

/** Whether a profile bids and on which budgets is what an operator reads it for; the id gives way first, names and skills are cut. */
const PROFILE_COLUMNS: readonly Column[] = [
  { key: 'id', header: 'ID', maxWidth: 36, priority: 3 },
  { key: 'name', header: 'Name', maxWidth: 30, minWidth: 12, priority: 1 },
  { key: 'on', header: 'On', priority: 1 },
  { key: 'skills', header: 'Skills', maxWidth: 40, minWidth: 10 },
  { key: 'fixed', header: 'Fixed USD', priority: 1 },
  { key: 'hourly', header: 'Hourly USD', priority: 1 },
];

/** A budget range as the Settings screen reads it: "any" without bounds, an open end as "250+" or "up to 80". */
export function budgetRange(min: number | null, max: number | null): string {
  if (min === null && max === null) return 'any';
  if (max === null) return `${min}+`;
  if (min === null) return `up to ${max}`;
  return `${min}–${max}`;
}

/** A user's search profiles, the main one first (docs/design.md#search-profiles); the cells pass the table's terminal-safe escaping. */
export function ProfileTable({ profiles }: { readonly profiles: readonly ProfileView[] }) {
  const rows = profiles.map((profile) => ({
    id: profile.id,
    name: profile.isMain ? `${profile.name} (main)` : profile.name,
    on: profile.isMain ? 'yes (account switch)' : yesNo(profile.isActive),
    skills: profile.rules.skills.length === 0 ? '-' : profile.rules.skills.join(', '),
    fixed: profile.rules.bidOnFixedProjects
      ? budgetRange(profile.rules.fixedBudgetMinUsd, profile.rules.fixedBudgetMaxUsd)
      : 'off',
    hourly: profile.rules.bidOnHourlyProjects
      ? budgetRange(profile.rules.hourlyBudgetMinUsd, profile.rules.hourlyBudgetMaxUsd)
      : 'off',
  }));
  return <Table columns={PROFILE_COLUMNS} rows={rows} empty="No profiles." />;
}
