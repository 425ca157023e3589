import type { SimulatorProject, SimulatorUpgrades, UpgradeFlag } from './project-generator.js';

/** A scripted failure of the next request: 429, 500, or a firewall's HTML page instead of the API. */
export type SimulatorFailure = 'rate_limited' | 'unavailable' | 'firewall';

/**
 * How the simulated Freelancer misbehaves, each switchable at any time (`configure`). Rates are
 * shares from 0 (off) to 1. Which project or account a rate hits follows from its id or token
 * alone, so every process and every request agree, and a project that comes upgraded always does.
 */
export interface SimulatorBehaviours {
  /** Projects searches answer malformed (a null currency or no title), as Freelancer now and then does. */
  readonly malformedProjectRate: number;
  /** Stream projects served with one upgrade that bars some accounts: featured, NDA, pf_only, premium or qualified. */
  readonly upgradedProjectRate: number;
  /** For each of featured, preferred-only, verified-only and qualified projects, the accounts barred from them; a barred-from-verified account is unverified, so it also cannot bid over $2,500. */
  readonly restrictedAccountRate: number;
  /** Stream projects that ask bidders for an account balance of $19, which no simulated account holds. */
  readonly balanceMinimumRate: number;
  /** More than `bids` bids by one account within `windowMs` is bidding too fast; null: no limit. */
  readonly tooFast: { readonly bids: number; readonly windowMs: number } | null;
  /** Awards that end revoked or canceled (half each) instead of awarded. */
  readonly awardEndingRate: number;
  /** API requests a firewall answers instead of Freelancer: 403 with an HTML page. */
  readonly firewallRate: number;
  /** Bids whose client writes first (starts a message thread) some minutes to hours after the bid; a client who will award always does. */
  readonly clientReplyRate: number;
}

/** Every behaviour off: the simulator as tests that do not ask for one see it. */
export const QUIET_BEHAVIOURS: SimulatorBehaviours = {
  malformedProjectRate: 0,
  upgradedProjectRate: 0,
  restrictedAccountRate: 0,
  balanceMinimumRate: 0,
  tooFast: null,
  awardEndingRate: 0,
  firewallRate: 0,
  clientReplyRate: 0,
};

/**
 * What `npm start` shows (docs/design.md#freelancer): each refusal now and then, none so often the
 * demo stops working. The firewall stays off: it fails whatever request it meets, a token being
 * saved or Test Bidding's search included, which a demo should not show at random.
 */
export const DEMO_BEHAVIOURS: SimulatorBehaviours = {
  malformedProjectRate: 0.02,
  upgradedProjectRate: 0.12,
  restrictedAccountRate: 0.5,
  balanceMinimumRate: 0.03,
  tooFast: { bids: 10, windowMs: 60_000 },
  awardEndingRate: 0.25,
  firewallRate: 0,
  clientReplyRate: 0.3,
};

/** The balance the simulator's balance-minimum projects ask for, as in Freelancer's own refusal. */
export const BALANCE_MINIMUM_USD = 19;
/** How often each account-barring upgrade is the one a project is served with. */
const SERVED_UPGRADES: ReadonlyArray<readonly [UpgradeFlag, number]> = [
  ['featured', 0.35],
  ['NDA', 0.2],
  ['premium', 0.15],
  ['pf_only', 0.15],
  ['qualified', 0.15],
];

/** A number in [0, 1) that follows from `value` and `salt` alone, evenly spread even for neighbouring values. */
export function spread(value: number, salt: number): number {
  let hash = (value ^ salt) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

const clampRate = (rate: number): number => Math.min(1, Math.max(0, Number.isFinite(rate) ? rate : 0));

/** `current` with `changes` applied: rates kept within 0–1, a too-fast limit within sensible bounds; the behaviours not named stay. */
export function withBehaviourChanges(
  current: SimulatorBehaviours,
  changes: Partial<SimulatorBehaviours>,
): SimulatorBehaviours {
  const next = { ...current };
  for (const key of [
    'malformedProjectRate',
    'upgradedProjectRate',
    'restrictedAccountRate',
    'balanceMinimumRate',
    'awardEndingRate',
    'firewallRate',
    'clientReplyRate',
  ] as const) {
    const rate = changes[key];
    if (rate !== undefined) next[key] = clampRate(rate);
  }
  if (changes.tooFast !== undefined) {
    const { tooFast } = changes;
    next.tooFast =
      tooFast === null
        ? null
        : { bids: Math.max(0, Math.floor(tooFast.bids)), windowMs: Math.max(1, tooFast.windowMs) };
  }
  return next;
}

/** Whether searches answer this project malformed under `behaviours`. */
export function isServedMalformed(behaviours: SimulatorBehaviours, projectId: number): boolean {
  if (behaviours.malformedProjectRate === 0) return false;
  // Spread ids evenly over [0, 1): stream ids are posting seconds, so neighbours differ by a few.
  const share = (Math.imul(projectId, 0x9e3779b1) >>> 0) / 2 ** 32;
  return share < behaviours.malformedProjectRate;
}

/**
 * The project's upgrades as Freelancer shows them: as stored, plus, on a share of the stream's
 * projects (`upgradedProjectRate`), one that bars some accounts. Seeded projects are served
 * exactly as stored.
 */
export function servedUpgrades(behaviours: SimulatorBehaviours, project: SimulatorProject): SimulatorUpgrades {
  const rate = behaviours.upgradedProjectRate;
  if (project.seeded === true || rate === 0 || spread(project.id, 0x5a1e) >= rate) return project.upgrades;
  let roll = spread(project.id, 0x7b3d);
  const served = SERVED_UPGRADES.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'featured';
  return { ...project.upgrades, [served]: true };
}

/** The account balance, in USD, Freelancer asks of this project's bidders; null: none. */
export function minimumBalanceOf(behaviours: SimulatorBehaviours, project: SimulatorProject): number | null {
  if (project.minimumBalanceUsd !== undefined && project.minimumBalanceUsd !== null) return project.minimumBalanceUsd;
  const rate = behaviours.balanceMinimumRate;
  return project.seeded !== true && rate > 0 && spread(project.id, 0x2c4f) < rate ? BALANCE_MINIMUM_USD : null;
}
