/** Budget ranges as Freelancer offers them, per currency family; `null` maximum is "or more". */
type Range = readonly [number, number | null];
interface BudgetTable {
  readonly fixed: ReadonlyArray<{ readonly range: Range; readonly weight: number }>;
  readonly hourly: ReadonlyArray<{ readonly range: Range; readonly weight: number }>;
}

const FIXED_WEIGHTS = [4, 30, 25, 15, 12, 7, 4, 2, 1];
const HOURLY_WEIGHTS = [10, 25, 30, 25, 10];
const table = (fixed: readonly Range[], hourly: readonly Range[]): BudgetTable => ({
  fixed: fixed.map((range, index) => ({ range, weight: FIXED_WEIGHTS[index] ?? 1 })),
  hourly: hourly.map((range, index) => ({ range, weight: HOURLY_WEIGHTS[index] ?? 1 })),
});

const DOLLAR_LIKE = table(
  [
    [10, 30],
    [30, 250],
    [250, 750],
    [750, 1500],
    [1500, 3000],
    [3000, 5000],
    [5000, 10000],
    [10000, 20000],
    [20000, 50000],
  ],
  [
    [2, 8],
    [8, 15],
    [15, 25],
    [25, 50],
    [50, null],
  ],
);

export const BUDGETS: Readonly<Record<string, BudgetTable>> = {
  USD: DOLLAR_LIKE,
  EUR: DOLLAR_LIKE,
  GBP: DOLLAR_LIKE,
  AUD: DOLLAR_LIKE,
  INR: table(
    [
      [600, 1500],
      [1500, 12500],
      [12500, 37500],
      [37500, 75000],
      [75000, 150000],
      [150000, 250000],
      [250000, 750000],
      [750000, 1500000],
      [1500000, 3000000],
    ],
    [
      [100, 400],
      [400, 750],
      [750, 1250],
      [1250, 2500],
      [2500, null],
    ],
  ),
  ZAR: table(
    [
      [150, 450],
      [450, 3750],
      [3750, 11250],
      [11250, 22500],
      [22500, 45000],
      [45000, 75000],
      [75000, 150000],
      [150000, 300000],
      [300000, 750000],
    ],
    [
      [30, 120],
      [120, 225],
      [225, 375],
      [375, 750],
      [750, null],
    ],
  ),
};
