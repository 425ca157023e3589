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
      'fixedBudgetMaxUsd',
    ],
    [
      'an hourly minimum above its maximum',
      { ...NONE, hourlyBudgetMinUsd: 40, hourlyBudgetMaxUsd: 20 },
      'hourlyBudgetMaxUsd',
    ],
    ['bounds of different types never compared', { ...NONE, fixedBudgetMinUsd: 1000, hourlyBudgetMaxUsd: 20 }, null],
  ] as const)('%s', (_case, bounds, field) => {
    const problem = budgetBoundsProblem(bounds);
    if (field === null) expect(problem).toBeNull();
    else expect(problem).toEqual({ field, message: `${field} must be at least ${field.replace('Max', 'Min')}` });
  });
});
