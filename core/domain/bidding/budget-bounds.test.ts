import { describe, expect, it } from 'vitest';
import { budgetBoundsProblem } from './budget-bounds.js';

const NONE = { fixedBudgetMinUsd: null, fixedBudgetMaxUsd: null, hourlyBudgetMinUsd: null, hourlyBudgetMaxUsd: null };

describe('budget bounds', () => {
  it.each([
    ['no bounds', NONE, null],
    ['only a minimum', { ...NONE, fixedBudgetMinUsd: 500 }, null],
    ['only a maximum', { ...NONE, hourlyBudgetMaxUsd: 0 }, null],
    ['equal bounds', { ...NONE, fixedBudgetMinUsd: 100, fixedBudgetMaxUsd: 100 }, null],
    [
      'a fixed minimum above its maximum',
      { ...NONE, fixedBudgetMinUsd: 100.01, fixedBudgetMaxUsd: 100 },
      { field: 'fixedBudgetMaxUsd', message: 'Maximum fixed budget must be at least the minimum fixed budget' },
    ],
    [
      'an hourly minimum above its maximum',
      { ...NONE, hourlyBudgetMinUsd: 40, hourlyBudgetMaxUsd: 20 },
      { field: 'hourlyBudgetMaxUsd', message: 'Maximum hourly budget must be at least the minimum hourly budget' },
    ],
    ['bounds of different types never compared', { ...NONE, fixedBudgetMinUsd: 1000, hourlyBudgetMaxUsd: 20 }, null],
  ] as const)('%s', (_case, bounds, problem) => {
    // The message names the range as the settings screen does, not by its wire fields.
    expect(budgetBoundsProblem(bounds)).toEqual(problem);
  });
});
