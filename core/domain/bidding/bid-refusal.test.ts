import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { refusalOf, type MarketplaceRefusal } from '../../ports/marketplace-refusal.port.js';
import { bidRefusalCause, bidRejected, classifyRefusal } from './bid-refusal.js';

const bid = { amountUsd: 300, isProfileVerified: false };

describe('classifyRefusal', () => {
  it('keeps Freelancer’s words, and uses BidPilot’s when it wrote none', () => {
    expect(classifyRefusal({ kind: 'project-closed', message: 'Closed by the client.' }, bid).message).toBe(
      'Closed by the client.',
    );
    expect(classifyRefusal({ kind: 'project-closed', message: null }, bid).message).toBe(
      'This project is no longer accepting bids.',
    );
    expect(classifyRefusal({ kind: 'duplicate-bid', message: null }, bid)).toMatchObject({
      scope: 'project',
      duplicate: true,
      message: 'You have already bid on that project.',
    });
    expect(classifyRefusal({ kind: 'project-refused', message: null }, bid).message).toBe(
      'Freelancer refused the bid.',
    );
  });

  it('charges a verified-only refusal only over $2500 with profile verified ticked', () => {
    const verifiedOnly: MarketplaceRefusal = {
      kind: 'project-kind-barred',
      projectKind: 'verified_only',
      message: 'Only verified freelancers can bid on this project.',
    };
    expect(classifyRefusal(verifiedOnly, { amountUsd: 2600, isProfileVerified: true }).charged).toBe(true);
    expect(classifyRefusal(verifiedOnly, { amountUsd: 2500, isProfileVerified: true }).charged).toBe(false);
    expect(classifyRefusal(verifiedOnly, { amountUsd: 2600, isProfileVerified: false }).charged).toBe(false);
    // No other refusal is charged, whatever the amount.
    expect(
      classifyRefusal(
        { kind: 'project-kind-barred', projectKind: 'featured', message: null },
        { amountUsd: 9000, isProfileVerified: true },
      ).charged,
    ).toBe(false);
  });
});

describe('refusals on errors', () => {
  it('round-trips the typed refusal through BID_REJECTED', () => {
    const error = bidRejected({ kind: 'duplicate-bid', message: 'You have already bid on that project.' });
    expect(error).toMatchObject({ code: 'BID_REJECTED', message: 'You have already bid on that project.' });
    expect(refusalOf(error)).toEqual({ kind: 'duplicate-bid', message: 'You have already bid on that project.' });
    expect(bidRefusalCause(error)).toBe('REFUSED');
    expect(bidRefusalCause(bidRejected({ kind: 'project-not-found', message: 'Project not found.' }))).toBe(
      'PROJECT_NOT_FOUND',
    );
  });

  it('reads a refused token as a token refusal, and other errors as none', () => {
    expect(refusalOf(new DomainError('MARKETPLACE_TOKEN_INVALID', 'refused'))).toEqual({
      kind: 'token-refused',
      message: 'refused',
    });
    expect(classifyRefusal({ kind: 'token-refused', message: 'refused' }, bid)).toMatchObject({ scope: 'token' });
    expect(refusalOf(new DomainError('MARKETPLACE_UNAVAILABLE', 'down'))).toBeNull();
    expect(refusalOf(new Error('x'))).toBeNull();
    expect(bidRefusalCause(new DomainError('MARKETPLACE_UNAVAILABLE', 'down'))).toBeNull();
  });
});
