/**
 * Freelancer's `milestone_percentage`: the share of a bid's amount the client is asked to fund as
 * the first milestone when they award it. 100, the whole amount, is what bids asked before the
 * setting existed.
 */
export const FULL_MILESTONE = 100;

export const isMilestonePercentage = (value: number): boolean => Number.isFinite(value) && value >= 0 && value <= 100;
