import { countryName, type SimulatorClient } from './simulator-clients.js';
import type { BidAllowance, SimulatorStanding, SimulatorUser } from './simulator-state.js';
import { seconds, vendorJob } from './vendor-json.js';

/** Users rendered as Freelancer REST v0.1 JSON: the self user, and projects' owners. */

/** The self user's projections: `balance_details` adds `account_balances`, `membership_details` the `membership_package`. */
export interface UserView {
  readonly jobs: boolean;
  /** How Freelancer judges the account: limited, and the kinds of project it is barred from. */
  readonly standing: SimulatorStanding;
  readonly balance?: BidAllowance;
  readonly membership?: BidAllowance;
}

export function vendorUser(user: SimulatorUser, view: UserView) {
  return {
    id: user.id,
    username: user.username,
    display_name: user.displayName,
    public_name: user.displayName,
    role: 'freelancer',
    chosen_role: 'freelancer',
    registration_date: 1_600_000_000 + (user.id % 100_000_000),
    limited_account: view.standing.limited,
    closed: false,
    suspended: false,
    is_active: true,
    primary_currency: { id: 1, code: 'USD', sign: '$', name: 'US Dollar', exchange_rate: 1, country: 'US' },
    status: {
      payment_verified: true,
      email_verified: true,
      deposit_made: false,
      profile_complete: true,
      phone_verified: false,
      identity_verified: !view.standing.barredFrom.has('verified_only'),
    },
    jobs: view.jobs ? user.jobs.map((job) => vendorJob(job)) : null,
    account_balances: view.balance === undefined ? null : { balances: [], bids_remaining: view.balance.remaining },
    membership_package:
      view.membership === undefined
        ? null
        : { id: 1, name: 'free', bid_limit: view.membership.limit, bid_refresh_rate: view.membership.refreshPerHour },
  };
}

/** The projects' owners as `users` lists them (or a single read embeds one as `owner`), by the user projections asked. */
export interface ClientView {
  /** `user_status`: payment verification and the other checks. */
  readonly status: boolean;
  /** `user_employer_reputation`: the client's rating and reviews as an employer. */
  readonly reputation: boolean;
  /** `user_country_details`: `location.country`. */
  readonly country: boolean;
}

const reputationFigures = (client: SimulatorClient) => ({
  overall: client.rating,
  reviews: client.reviews,
  // Derived so they agree with the rating; BidPilot reads only overall and reviews.
  completion_rate: client.reviews === null || client.reviews === 0 ? 0 : 0.9,
  on_budget: client.rating === null || client.reviews === 0 ? 0 : Math.round((client.rating / 5) * 100) / 100,
  on_time: client.rating === null || client.reviews === 0 ? 0 : Math.round((client.rating / 5) * 100) / 100,
  all: client.reviews,
});

export function vendorClient(client: SimulatorClient, view: ClientView) {
  const verified = client.paymentVerified;
  return {
    id: client.id,
    username: client.username,
    display_name: client.username.replace(/_/g, ' '),
    public_name: client.username.replace(/_/g, ' '),
    role: 'employer',
    chosen_role: 'employer',
    registration_date: client.registeredAt === null ? null : seconds(client.registeredAt),
    closed: false,
    suspended: false,
    is_active: true,
    // Freelancer writes country codes in lower case.
    location: view.country
      ? {
          country:
            client.country === null ? null : { name: countryName(client.country), code: client.country.toLowerCase() },
          city: null,
        }
      : null,
    status: view.status
      ? {
          payment_verified: verified,
          email_verified: true,
          deposit_made: verified,
          profile_complete: true,
          phone_verified: verified,
          identity_verified: false,
        }
      : null,
    employer_reputation: view.reputation
      ? {
          entire_history: reputationFigures(client),
          last3months: {
            ...reputationFigures(client),
            reviews: client.reviews === null ? null : Math.min(client.reviews, 3),
          },
          last12months: {
            ...reputationFigures(client),
            reviews: client.reviews === null ? null : Math.min(client.reviews, 12),
          },
          role: 'employer',
        }
      : null,
  };
}
