import type { BiddingSettings } from './settings.js';
import { skillSet } from './skill-matching.js';

/** One evaluation's settings, prepared once: a tick scores every eligible project of every user. */
export interface FitEnv {
  readonly skills: ReadonlySet<number>;
  readonly nowMs: number;
  readonly minBidUsd: number;
  readonly minHourlyRateUsd: number;
  readonly bidPercentage: number;
}

export const fitEnv = (
  settings: Pick<BiddingSettings, 'skills' | 'minBidUsd' | 'minHourlyRateUsd' | 'bidPercentage'>,
  now: Date,
): FitEnv => ({
  skills: skillSet(settings.skills),
  nowMs: now.getTime(),
  minBidUsd: settings.minBidUsd,
  minHourlyRateUsd: settings.minHourlyRateUsd,
  bidPercentage: settings.bidPercentage,
});
