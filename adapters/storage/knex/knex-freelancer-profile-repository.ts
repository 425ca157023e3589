import type { MarketplaceAccountCheck } from '../../../core/domain/bidding/marketplace-account.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type {
  FreelancerProfile,
  FreelancerProfileRepository,
  ProfileSummary,
  ProfileToSave,
} from '../../../core/ports/freelancer-profile-repository.port.js';
import { bool, idBatches, ownedByUser, toDate, whereAmong, type Db } from './knex-rows.js';
import { TokenCipher } from './token-cipher.js';

const PROFILES = 'freelancer_profiles';

interface ProfileRow {
  readonly user_id: string;
  readonly oauth_token_encrypted: string | null;
  readonly freelancer_user_id: string | null;
  readonly updated_at_ms: unknown;
  readonly marketplace_bids_remaining: unknown;
  readonly marketplace_bid_limit: unknown;
  readonly marketplace_limited: unknown;
  readonly marketplace_checked_at_ms: unknown;
}

const countOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function checkOfRow(row: Omit<ProfileRow, 'oauth_token_encrypted'>): MarketplaceAccountCheck | null {
  if (row.marketplace_checked_at_ms === null || row.marketplace_checked_at_ms === undefined) return null;
  return {
    bidsRemaining: countOrNull(row.marketplace_bids_remaining),
    bidLimit: countOrNull(row.marketplace_bid_limit),
    limited: bool(row.marketplace_limited),
    checkedAt: toDate(row.marketplace_checked_at_ms),
  };
}

const checkColumns = (check: MarketplaceAccountCheck | null) => ({
  marketplace_bids_remaining: check?.bidsRemaining ?? null,
  marketplace_bid_limit: check?.bidLimit ?? null,
  marketplace_limited: check?.limited ?? false,
  marketplace_checked_at_ms: check === null ? null : check.checkedAt.getTime(),
});

// Start-up checks that the configured key opens the stored tokens (storedTokensOpenWith), so a sealed token is a usable one.
/** A summary's row: whether a token is stored, never the sealed token itself. */
type SummaryRow = Omit<ProfileRow, 'oauth_token_encrypted'> & { readonly has_token: unknown };

const SUMMARY_COLUMNS = [
  'user_id',
  'freelancer_user_id',
  'updated_at_ms',
  'marketplace_bids_remaining',
  'marketplace_bid_limit',
  'marketplace_limited',
  'marketplace_checked_at_ms',
] as const;

const toSummary = (row: SummaryRow): ProfileSummary => ({
  userId: row.user_id,
  hasToken: bool(row.has_token),
  freelancerUserId: row.freelancer_user_id,
  marketplaceAccount: checkOfRow(row),
  updatedAt: toDate(row.updated_at_ms),
});

/** The OAuth token is stored sealed with AES-256-GCM under the 32-byte `encryptionKey`. */
export class KnexFreelancerProfileRepository implements FreelancerProfileRepository {
  private readonly cipher: TokenCipher;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    encryptionKey: Buffer,
  ) {
    this.cipher = new TokenCipher(encryptionKey);
  }

  async get(userId: string): Promise<FreelancerProfile | null> {
    const row = await this.db<ProfileRow>(PROFILES).where({ user_id: userId }).first();
    return row === undefined ? null : this.toProfile(row);
  }

  async summaries(userIds: readonly string[]): Promise<ReadonlyMap<string, ProfileSummary>> {
    const found = new Map<string, ProfileSummary>();
    for (const batch of idBatches(this.db, userIds)) {
      const rows: readonly SummaryRow[] = await whereAmong(
        this.db(PROFILES).select(...SUMMARY_COLUMNS, this.db.raw('(oauth_token_encrypted is not null) as has_token')),
        'user_id',
        batch,
      );
      for (const row of rows) found.set(row.user_id, toSummary(row));
    }
    return found;
  }

  async save(userId: string, profile: ProfileToSave): Promise<FreelancerProfile> {
    const updatedAt = this.clock.now();
    const marketplaceAccount = profile.marketplaceAccount ?? null;
    const row = {
      user_id: userId,
      oauth_token_encrypted: profile.oauthToken === null ? null : this.cipher.seal(profile.oauthToken),
      freelancer_user_id: profile.freelancerUserId,
      updated_at_ms: updatedAt.getTime(),
      ...checkColumns(marketplaceAccount),
    };
    const columns = Object.keys(row).filter((column) => column !== 'user_id');
    await ownedByUser(() => this.db(PROFILES).insert(row).onConflict('user_id').merge(columns));
    return {
      userId,
      oauthToken: profile.oauthToken,
      freelancerUserId: profile.freelancerUserId,
      marketplaceAccount,
      updatedAt,
    };
  }

  async recordMarketplaceAccount(userId: string, token: string, check: MarketplaceAccountCheck): Promise<boolean> {
    const row = await this.db<ProfileRow>(PROFILES).where({ user_id: userId }).select('oauth_token_encrypted').first();
    if (
      row === undefined ||
      row.oauth_token_encrypted === null ||
      this.cipher.open(row.oauth_token_encrypted) !== token
    )
      return false;
    // Sealing is randomised, so the token is matched on the row read above rather than in SQL.
    const updated = await this.db(PROFILES)
      .where({ user_id: userId, oauth_token_encrypted: row.oauth_token_encrypted })
      .update(checkColumns(check));
    return updated > 0;
  }

  async countDownMarketplaceBids(userId: string): Promise<void> {
    await this.db(PROFILES)
      .where({ user_id: userId })
      .where('marketplace_bids_remaining', '>', 0)
      .update({ marketplace_bids_remaining: this.db.raw('marketplace_bids_remaining - 1') });
  }

  private toProfile(row: ProfileRow): FreelancerProfile {
    return {
      userId: row.user_id,
      oauthToken: row.oauth_token_encrypted === null ? null : this.cipher.open(row.oauth_token_encrypted),
      freelancerUserId: row.freelancer_user_id,
      marketplaceAccount: checkOfRow(row),
      updatedAt: toDate(row.updated_at_ms),
    };
  }
}

/**
 * Whether `encryptionKey` opens a stored token, trying one (cheap at start): tokens are all sealed
 * with the one configured key, so one that does not open means none will, and every bid would fail.
 */
export async function storedTokensOpenWith(db: Db, encryptionKey: Buffer): Promise<boolean> {
  const row = await db<ProfileRow>(PROFILES)
    .whereNotNull('oauth_token_encrypted')
    .select('oauth_token_encrypted')
    .first();
  if (row === undefined || row.oauth_token_encrypted === null) return true;
  try {
    new TokenCipher(encryptionKey).open(row.oauth_token_encrypted);
    return true;
  } catch {
    return false;
  }
}
