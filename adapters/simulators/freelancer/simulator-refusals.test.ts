import { describe, expect, it } from 'vitest';
import { NO_UPGRADES, type SimulatorUpgrades } from './project-generator.js';
import {
  bidRefusal,
  REFUSALS,
  type AccountBar,
  type BiddingAccount,
  type BiddingProject,
} from './simulator-refusals.js';

const account = (overrides: Partial<BiddingAccount> = {}): BiddingAccount => ({
  limited: false,
  barredFrom: new Set(),
  recentBids: 0,
  tooFastAfter: null,
  bidsRemaining: 100,
  balanceUsd: 0,
  ...overrides,
});
const project = (overrides: Partial<BiddingProject> = {}): BiddingProject => ({
  open: true,
  upgrades: NO_UPGRADES,
  minimumBalanceUsd: null,
  ...overrides,
});
const upgraded = (upgrades: Partial<SimulatorUpgrades>): BiddingProject =>
  project({ upgrades: { ...NO_UPGRADES, ...upgrades } });
const barred = (...bars: AccountBar[]): BiddingAccount => account({ barredFrom: new Set(bars) });
const refusal = (input: {
  account?: BiddingAccount;
  project?: BiddingProject;
  alreadyBid?: boolean;
  amountUsd?: number;
}) =>
  bidRefusal({
    account: input.account ?? account(),
    project: input.project ?? project(),
    alreadyBid: input.alreadyBid ?? false,
    amountUsd: input.amountUsd ?? 100,
  });

describe('bidRefusal', () => {
  it('takes a bid by an account in good standing on a plain open project', () => {
    expect(refusal({})).toBeNull();
    // Upgrades that bar no one, and those the account is not barred from, let it through.
    expect(
      refusal({
        project: upgraded({
          urgent: true,
          sealed: true,
          featured: true,
          pf_only: true,
          premium: true,
          qualified: true,
        }),
      }),
    ).toBeNull();
  });

  it.each([
    ['NDA', upgraded({ NDA: true }), account(), REFUSALS.ndaNotSigned],
    ['featured', upgraded({ featured: true }), barred('featured'), REFUSALS.featuredRestricted],
    ['pf_only', upgraded({ pf_only: true }), barred('preferred_only'), REFUSALS.preferredOnly],
    ['premium', upgraded({ premium: true }), barred('verified_only'), REFUSALS.verifiedOnly],
    ['qualified', upgraded({ qualified: true }), barred('qualified'), REFUSALS.qualificationRequired],
  ])('refuses a %s project the account cannot meet', (_, onProject, by, expected) => {
    expect(refusal({ project: onProject, account: by })).toBe(expected);
  });

  it('refuses an unverified account a bid over $2,500, and takes $2,500', () => {
    expect(refusal({ account: barred('verified_only'), amountUsd: 2500.01 })).toBe(REFUSALS.verifiedOnly);
    expect(refusal({ account: barred('verified_only'), amountUsd: 2500 })).toBeNull();
    expect(refusal({ account: account(), amountUsd: 9000 })).toBeNull();
  });

  it('asks for the balance a project requires, in Freelancer’s words', () => {
    expect(refusal({ project: project({ minimumBalanceUsd: 19 }) })).toEqual({
      httpStatus: 403,
      errorCode: 'ProjectExceptionCodes.BID_MINIMUM_REQUIREMENT_NOT_MET',
      message: 'To bid on this project, you must have at least $19 USD or equivalent in your account balance.',
    });
    expect(refusal({ project: project({ minimumBalanceUsd: 19 }), account: account({ balanceUsd: 19 }) })).toBeNull();
  });

  it('refuses a closed project and a second bid', () => {
    expect(refusal({ project: project({ open: false }) })).toBe(REFUSALS.projectClosed);
    expect(refusal({ alreadyBid: true })).toBe(REFUSALS.duplicateBid);
  });

  it('refuses bidding past the limit: N bids in the window pass, the next is too fast', () => {
    expect(refusal({ account: account({ tooFastAfter: 3, recentBids: 2 }) })).toBeNull();
    expect(refusal({ account: account({ tooFastAfter: 3, recentBids: 3 }) })).toBe(REFUSALS.biddingTooFast);
    expect(refusal({ account: account({ tooFastAfter: null, recentBids: 1000 }) })).toBeNull();
  });

  it('answers an account-level refusal before the project’s own', () => {
    const everything = { project: upgraded({ NDA: true, featured: true }), alreadyBid: true };
    expect(refusal({ ...everything, account: account({ limited: true, tooFastAfter: 0 }) })).toBe(
      REFUSALS.accountLimited,
    );
    expect(refusal({ ...everything, account: account({ tooFastAfter: 0 }) })).toBe(REFUSALS.biddingTooFast);
    expect(refusal({ ...everything, project: { ...everything.project, open: false } })).toBe(REFUSALS.projectClosed);
    expect(refusal(everything)).toBe(REFUSALS.duplicateBid);
  });

  it('words each refusal as the refusal table does', () => {
    expect(REFUSALS.notAuthenticated).toEqual({
      httpStatus: 401,
      errorCode: 'RestExceptionCodes.NOT_AUTHENTICATED',
      message: 'You must be logged in to perform this request.',
    });
    expect(REFUSALS.duplicateBid).toEqual({
      httpStatus: 409,
      errorCode: 'ProjectExceptionCodes.DUPLICATE_BID',
      message: 'You have already bid on that project.',
    });
    expect(REFUSALS.biddingTooFast.message).toMatch(/^you appear to be bidding too fast/i);
    expect(REFUSALS.rateLimited).toEqual({
      httpStatus: 429,
      errorCode: 'AuthorisationExceptionCodes.RATE_LIMITED',
      message: 'You have made too many of these requests.',
    });
  });
});
