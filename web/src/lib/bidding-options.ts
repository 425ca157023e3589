import {
  BIDS_LIMITS,
  COMPLETION_PERIODS,
  MAX_BIDS_THRESHOLDS,
  TIME_INTERVALS,
  TIME_LIMITS,
  type BidsLimit,
  type TimeInterval,
  type TimeLimit,
} from '@core/domain/bidding/settings';

/** One entry of a select box: the wire value as the DOM holds it (text) and what the user reads. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

const timeIntervalLabels: Record<TimeInterval, string> = {
  '1min': 'Every 1 minute',
  '5min': 'Every 5 minutes',
  '10min': 'Every 10 minutes',
  '15min': 'Every 15 minutes',
  '30min': 'Every 30 minutes',
  '1hour': 'Every hour',
};

const timeLimitLabels: Record<TimeLimit, string> = {
  no_limit: 'No limit',
  '1hour': 'Posted within 1 hour',
  '6hours': 'Posted within 6 hours',
  '12hours': 'Posted within 12 hours',
  '24hours': 'Posted within 24 hours',
};

const bidsLimitLabel = (limit: BidsLimit): string => (limit === 'no_limit' ? 'No limit' : `${limit} bids per day`);

/** The spec's options, in its order; the wire values come from core so both sides agree. */
export const biddingOptions = {
  timeInterval: TIME_INTERVALS.map((value) => ({ value, label: timeIntervalLabels[value] })),
  maxBidsThreshold: MAX_BIDS_THRESHOLDS.map((value) => ({ value: String(value), label: `${value} bids` })),
  timeLimit: TIME_LIMITS.map((value) => ({ value, label: timeLimitLabels[value] })),
  bidsLimit: BIDS_LIMITS.map((value) => ({ value: String(value), label: bidsLimitLabel(value) })),
  completionPeriod: COMPLETION_PERIODS.map((value) => ({
    value: String(value),
    label: value === 1 ? '1 day' : `${value} days`,
  })),
  bidOnHourlyProjects: [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ],
} satisfies Record<string, readonly SelectOption[]>;
