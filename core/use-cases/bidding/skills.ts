/** Enough for any marketplace profile (Freelancer caps members well below this). */
export const MAX_SKILLS = 200;
export const MAX_SKILL_LENGTH = 100;

/**
 * The skills list as stored: trimmed, blanks dropped, duplicates removed case-insensitively
 * (the first spelling wins, since matching is case-insensitive anyway), at most MAX_SKILLS.
 */
export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim();
    const key = skill.toLowerCase();
    if (skill === '' || skill.length > MAX_SKILL_LENGTH || seen.has(key)) continue;
    seen.add(key);
    kept.push(skill);
  }
  return kept.slice(0, MAX_SKILLS);
}
