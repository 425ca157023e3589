import { budgetBoundsProblem } from '../../domain/bidding/budget-bounds.js';
import type { ProfileRules } from '../../domain/bidding/search-profile.js';
import { validationFailed } from '../../domain/errors.js';
import { normalizeSkills } from './skills.js';

export const CUSTOM_PROMPT_REQUIRED = 'Please write a custom prompt before saving.';

type RuleChanges = Partial<ProfileRules>;

/**
 * The checks a change of bidding rules passes wherever it is made (the settings, the main profile,
 * any other profile): judged against the rules it lands on, since a body may name one side of a
 * pair (a budget's minimum, the prompt's switch) and leave the stored other side. Answers the
 * changes as they are stored (skills normalised); throws VALIDATION_FAILED naming the field.
 */
export function checkedRuleChanges<T extends RuleChanges>(current: ProfileRules, changes: T): T {
  const useCustomPrompt = changes.useCustomPrompt ?? current.useCustomPrompt;
  const customPrompt = changes.customPrompt ?? current.customPrompt;
  if (useCustomPrompt && customPrompt.trim() === '') throw validationFailed(CUSTOM_PROMPT_REQUIRED, 'customPrompt');
  const bounds = budgetBoundsProblem(withChanges(current, changes));
  if (bounds !== null) throw validationFailed(bounds.message, bounds.field);
  return changes.skills === undefined ? changes : { ...changes, skills: normalizeSkills(changes.skills) };
}

const withChanges = (current: ProfileRules, changes: RuleChanges) => ({
  fixedBudgetMinUsd: changes.fixedBudgetMinUsd === undefined ? current.fixedBudgetMinUsd : changes.fixedBudgetMinUsd,
  fixedBudgetMaxUsd: changes.fixedBudgetMaxUsd === undefined ? current.fixedBudgetMaxUsd : changes.fixedBudgetMaxUsd,
  hourlyBudgetMinUsd:
    changes.hourlyBudgetMinUsd === undefined ? current.hourlyBudgetMinUsd : changes.hourlyBudgetMinUsd,
  hourlyBudgetMaxUsd:
    changes.hourlyBudgetMaxUsd === undefined ? current.hourlyBudgetMaxUsd : changes.hourlyBudgetMaxUsd,
});
