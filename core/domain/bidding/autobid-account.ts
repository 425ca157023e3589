import { accountBlocks, dailyRemaining } from './account-blocks.js';
import { pauseBlockMessage } from './autobid-pause.js';
import type { AutobidContext } from './autobid-context.js';
import { blockReason, skipBit, type BlockReason, type SkipReasonCode } from './autobid-reasons.js';
import { isWithinSchedule } from './autobid-schedule.js';
import { MAIN_PROFILE_ID, type RunProfile } from './search-profile.js';
import { skillSet } from './skill-matching.js';

/** The profiles the run searches: the given ones whose schedule is open, or the main one from the settings. */
function openProfiles(ctx: Omit<AutobidContext, 'projects' | 'usdRate'>): {
  readonly open: readonly RunProfile[];
  readonly hasSkills: boolean;
} {
  const main: RunProfile = { profileId: MAIN_PROFILE_ID, settings: ctx.settings };
  const given = ctx.profiles ?? [main];
  const open = given.filter((profile) => isWithinSchedule(profile.settings, ctx.now));
  // With no profile open the account is outside its schedule; its skills are then the main profile's, as before profiles.
  const hasSkills = (open.length > 0 ? open : [main]).some((profile) => skillSet(profile.settings.skills).size > 0);
  return { open, hasSkills };
}

/** The account-level answer for a run: the profiles it searches, and why it gets no bid at all (none when it may bid). */
export function accountVerdict(ctx: Omit<AutobidContext, 'projects' | 'usdRate'>): {
  readonly open: readonly RunProfile[];
  readonly blocks: readonly BlockReason[];
} {
  const { open, hasSkills } = openProfiles(ctx);
  const codes = accountBlocks(ctx, { hasSkills, scheduleOpen: open.length > 0 });
  const blocks = codes.map((code) =>
    code === 'AUTOBID_PAUSED' && ctx.settings.pause !== null
      ? { code, message: pauseBlockMessage(ctx.settings.pause) }
      : blockReason(code),
  );
  return { open, blocks };
}

/** How many bids this run may decide, and the reason given to eligible projects beyond that: the tightest of the limits. */
export function bidCap(ctx: AutobidContext): { readonly cap: number; readonly overCapMask: number } {
  const limits: readonly (readonly [number, SkipReasonCode])[] = [
    [dailyRemaining(ctx), 'DAILY_LIMIT_REACHED'],
    [ctx.balance.unlimited ? Number.POSITIVE_INFINITY : ctx.balance.total, 'NO_BIDS_LEFT'],
    [ctx.paceCapacity ?? Number.POSITIVE_INFINITY, 'PACE_LIMIT'],
  ];
  const [cap, code] = limits.reduce((tightest, limit) => (limit[0] < tightest[0] ? limit : tightest));
  return { cap, overCapMask: skipBit(code) };
}
