import type { Command } from 'commander';
import { UsageError } from '../usage-error.js';
import { eitherFlag, numberArg } from './arguments.js';

/** The plan flags as commander hands them over: text, repeated text, or switches. */
export interface PlanOptions {
  readonly name?: string;
  readonly slug?: string;
  readonly description?: string;
  readonly monthlyPrice?: string;
  readonly annualPrice?: string;
  readonly monthlyBids?: string;
  readonly annualBids?: string;
  readonly unlimited?: boolean;
  readonly feature?: readonly string[];
  readonly order?: string;
  readonly popular?: boolean;
  readonly notPopular?: boolean;
  readonly active?: boolean;
  readonly inactive?: boolean;
  readonly json?: boolean;
}

const collect = (value: string, previous: readonly string[] = []): readonly string[] => [...previous, value];

/** What --slug and --feature do differ between creating a plan and changing one. */
const WORDING = {
  create: { slug: 'URL name (from the name when left out)', feature: 'a feature line; repeat for several' },
  update: {
    slug: 'a new URL name for the plan',
    feature: 'a feature line; repeat for several (replaces the whole list)',
  },
} as const;

export function addPlanOptions(command: Command, on: keyof typeof WORDING): Command {
  return command
    .option('--name <name>', 'display name')
    .option('--slug <slug>', WORDING[on].slug)
    .option('--description <text>', 'description')
    .option('--monthly-price <usd>', 'monthly price in USD, e.g. 19.99')
    .option('--annual-price <usd>', 'annual price in USD')
    .option('--monthly-bids <n>', 'bids granted each month')
    .option('--annual-bids <n>', 'bids granted for a year')
    .option('--unlimited', 'unlimited bids, monthly and annual')
    .option('--feature <text>', WORDING[on].feature, collect)
    .option('--order <n>', 'display order')
    .option('--popular', 'mark as the popular plan')
    .option('--not-popular', 'unmark as popular')
    .option('--active', 'offer the plan')
    .option('--inactive', 'hide the plan from the pricing page')
    .option('--json', 'print JSON');
}

/**
 * The request body the admin plan routes take, built from the flags; the API's own schemas then
 * validate it, so every message is the API's. Absent flags stay absent (update changes only those).
 */
export function planBody(options: PlanOptions): Record<string, unknown> {
  if (options.unlimited === true && (options.monthlyBids !== undefined || options.annualBids !== undefined)) {
    throw new UsageError('Give either --unlimited or bid counts, not both');
  }
  const bids = (text: string | undefined) =>
    options.unlimited === true ? null : text === undefined ? undefined : numberArg(text);
  const body: Record<string, unknown> = {
    name: options.name,
    slug: options.slug,
    description: options.description,
    monthlyPriceUsd: options.monthlyPrice,
    annualPriceUsd: options.annualPrice,
    monthlyBids: bids(options.monthlyBids),
    annualBids: bids(options.annualBids),
    features: options.feature,
    order: options.order === undefined ? undefined : numberArg(options.order),
    popular: eitherFlag(options.popular, options.notPopular, '--popular, --not-popular'),
    active: eitherFlag(options.active, options.inactive, '--active, --inactive'),
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
