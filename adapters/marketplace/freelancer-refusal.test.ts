import { describe, expect, it } from 'vitest';
import {
  classifyRefusal as classifyMarketplaceRefusal,
  type RefusedBid,
} from '../../core/domain/bidding/bid-refusal.js';
import { REFUSALS, balanceMinimumNotMet } from '../simulators/freelancer/simulator-refusals.js';
import { readFreelancerRefusal, type FreelancerRefusalFacts } from './freelancer-refusal.js';

const bid = { amountUsd: 300, isProfileVerified: false };
const facts = (
  httpStatus: number | null,
  errorCode: string | null,
  message: string | null,
): FreelancerRefusalFacts => ({ httpStatus, errorCode, message });
/** Freelancer's answer as the adapter reads it and core classifies it: the whole refusal table, end to end. */
const classifyRefusal = (input: FreelancerRefusalFacts, refused: RefusedBid) =>
  classifyMarketplaceRefusal(readFreelancerRefusal(input), refused);

describe('classifyRefusal: every row of the refusal table', () => {
  const rows: ReadonlyArray<readonly [string, FreelancerRefusalFacts, Record<string, unknown>]> = [
    [
      '1 out of Freelancer bids',
      facts(403, 'ProjectExceptionCodes.NOT_ENOUGH_BIDS', 'You have used all of your bids.'),
      { scope: 'account', pause: 'OUT_OF_BIDS', resumes: 'user-action', charged: false },
    ],
    [
      '2 bidding too fast (generic code)',
      facts(
        403,
        'ProjectExceptionCodes.BID_FAILED',
        'You appear to be bidding too fast. Please wait a few minutes before bidding again.',
      ),
      { scope: 'account', pause: 'TOO_FAST', resumes: 'cool-down', charged: false },
    ],
    [
      '3 limited account',
      facts(
        403,
        'UserExceptionCodes.ACCOUNT_LIMITED',
        'Your account has been limited. Please contact Freelancer support.',
      ),
      { scope: 'account', pause: 'ACCOUNT_LIMITED', resumes: 'user-action' },
    ],
    [
      '4 not authenticated',
      facts(401, 'RestExceptionCodes.NOT_AUTHENTICATED', 'You must be logged in to perform this request.'),
      { scope: 'token', pause: 'TOKEN_INVALID', resumes: 'user-action' },
    ],
    [
      '5 duplicate',
      facts(409, 'ProjectExceptionCodes.DUPLICATE_BID', 'You have already bid on that project.'),
      { scope: 'project', duplicate: true, kind: null, charged: false },
    ],
    [
      '6 balance minimum',
      facts(
        403,
        'ProjectExceptionCodes.BID_MINIMUM_REQUIREMENT_NOT_MET',
        'To bid on this project, you must have at least $19 USD or equivalent in your account balance.',
      ),
      { scope: 'project', kind: null, duplicate: false, charged: false },
    ],
    [
      '7 NDA',
      facts(
        403,
        'ProjectExceptionCodes.NDA_NOT_SIGNED',
        'You must sign the NDA for this project before you can bid on it.',
      ),
      { scope: 'project', kind: 'nda', charged: false },
    ],
    [
      '8 featured',
      facts(
        403,
        'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_FEATURED',
        'You need at least 5 reviews, a paid membership or a verified account to bid on featured projects.',
      ),
      { scope: 'project', kind: 'featured', charged: false },
    ],
    [
      '9 verified only',
      facts(
        403,
        'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_PREMIUM_VERIFIED',
        'Only verified freelancers can bid on this project.',
      ),
      { scope: 'project', kind: 'verified_only', charged: false },
    ],
    [
      '10 preferred only',
      facts(
        403,
        'ProjectExceptionCodes.PREFERRED_FREELANCER_ONLY',
        'Only Preferred Freelancers can bid on this project.',
      ),
      { scope: 'project', kind: 'preferred_only' },
    ],
    [
      '11 qualification',
      facts(
        403,
        'ProjectExceptionCodes.QUALIFICATION_REQUIRED',
        'You need to pass the required exam to bid on this project.',
      ),
      { scope: 'project', kind: 'qualified' },
    ],
    [
      '12 closed',
      facts(403, 'ProjectExceptionCodes.PROJECT_NOT_ACTIVE', 'This project is no longer accepting bids.'),
      { scope: 'project', kind: null, notFound: false, charged: false },
    ],
    [
      '13 gone',
      facts(404, 'ProjectExceptionCodes.PROJECT_NOT_FOUND', 'Project not found.'),
      { scope: 'project', notFound: true, charged: false },
    ],
    [
      '14 rate limited',
      facts(429, 'AuthorisationExceptionCodes.RATE_LIMITED', 'You have made too many of these requests.'),
      { scope: 'outage', rateLimited: true, charged: false },
    ],
    ['15 firewall page', facts(403, null, null), { scope: 'outage', rateLimited: false, charged: false }],
    ['16 5xx', facts(502, null, null), { scope: 'outage', charged: false }],
    ['16 timeout', facts(408, null, null), { scope: 'outage' }],
  ];
  it.each(rows)('row %s', (_name, input, expected) => {
    expect(classifyRefusal(input, bid)).toMatchObject(expected);
  });

  it('keeps Freelancer’s message for the log and the pause', () => {
    const text = 'You appear to be bidding too fast. Please wait a few minutes before bidding again.';
    expect(classifyRefusal(facts(403, 'ProjectExceptionCodes.BID_FAILED', text), bid).message).toBe(text);
  });
});

describe('classifyRefusal: odd spellings', () => {
  it.each([
    [
      'real messages without the made-up codes',
      facts(403, 'ProjectExceptionCodes.BID_FAILED', 'you have used all of your bids.'),
      { scope: 'account', pause: 'OUT_OF_BIDS' },
    ],
    [
      'a limited account under a generic code',
      facts(403, null, 'Your account has been restricted.'),
      { scope: 'account', pause: 'ACCOUNT_LIMITED' },
    ],
    [
      'NDA named by the message only',
      facts(
        403,
        'ProjectExceptionCodes.BID_FAILED',
        'You must sign the NDA for this project before you can bid on it.',
      ),
      { kind: 'nda' },
    ],
    [
      'a duplicate as a bare 409',
      facts(409, null, null),
      { scope: 'project', duplicate: true, message: 'You have already bid on that project.' },
    ],
    [
      'a duplicate message under another status',
      facts(400, null, 'YOU HAVE ALREADY BID ON THAT PROJECT.'),
      { duplicate: true },
    ],
    ['an empty 403 body', facts(403, '', '   '), { scope: 'outage' }],
    ['a 401 with no body', facts(401, null, null), { scope: 'token' }],
    [
      'another Auth code',
      facts(403, 'AuthExceptionCodes.INVALID_TOKEN', 'Bad token'),
      { scope: 'token', message: 'Bad token' },
    ],
    [
      'an unknown project code and message',
      facts(403, 'ProjectExceptionCodes.SOMETHING_NEW', 'Something we have never seen.'),
      { scope: 'project', kind: null, duplicate: false, charged: false, message: 'Something we have never seen.' },
    ],
    [
      'an unknown project code without a message',
      facts(403, 'ProjectExceptionCodes.SOMETHING_NEW', null),
      { scope: 'project', message: 'Freelancer refused the bid.' },
    ],
    [
      'a 403 that is not about auth (ordinary 4xx with a message)',
      facts(403, null, 'Something else went wrong.'),
      { scope: 'project' },
    ],
    ['a bare 404', facts(404, null, null), { scope: 'project', notFound: true }],
  ])('%s', (_name, input, expected) => {
    expect(classifyRefusal(input, bid)).toMatchObject(expected);
  });

  it('charges a verified-only refusal only over $2500 with profile verified ticked', () => {
    const verifiedOnly = facts(
      403,
      'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_PREMIUM_VERIFIED',
      'Only verified freelancers can bid on this project.',
    );
    expect(classifyRefusal(verifiedOnly, { amountUsd: 2600, isProfileVerified: true }).charged).toBe(true);
    expect(classifyRefusal(verifiedOnly, { amountUsd: 2500, isProfileVerified: true }).charged).toBe(false);
    expect(classifyRefusal(verifiedOnly, { amountUsd: 2600, isProfileVerified: false }).charged).toBe(false);
    // No other refusal is charged, whatever the amount.
    const featured = facts(
      403,
      'ProjectExceptionCodes.RESTRICTED_FROM_BIDDING_ON_FEATURED',
      'You need at least 5 reviews, a paid membership or a verified account to bid on featured projects.',
    );
    expect(classifyRefusal(featured, { amountUsd: 9000, isProfileVerified: true }).charged).toBe(false);
  });
});

describe('readFreelancerRefusal: the simulator’s refusals', () => {
  // The simulator answers over HTTP, so the adapter reads its refusals exactly as the fake's: one kind each.
  it.each([
    ['notAuthenticated', 'token-refused'],
    ['rateLimited', 'rate-limited'],
    ['unknownError', 'unavailable'],
    ['bidsUsedUp', 'out-of-bids'],
    ['accountLimited', 'account-limited'],
    ['biddingTooFast', 'bidding-too-fast'],
    ['invalidBidder', 'project-refused'],
    ['projectNotFound', 'project-not-found'],
    ['projectClosed', 'project-closed'],
    ['duplicateBid', 'duplicate-bid'],
    ['ndaNotSigned', 'project-kind-barred'],
    ['featuredRestricted', 'project-kind-barred'],
    ['verifiedOnly', 'project-kind-barred'],
    ['preferredOnly', 'project-kind-barred'],
    ['qualificationRequired', 'project-kind-barred'],
  ] as const)('%s is %s', (name, kind) => {
    expect(readFreelancerRefusal(REFUSALS[name])).toMatchObject({ kind, message: REFUSALS[name].message });
  });

  it('reads the balance minimum as a refusal of the project', () => {
    expect(readFreelancerRefusal(balanceMinimumNotMet(19))).toMatchObject({ kind: 'project-refused' });
  });
});
