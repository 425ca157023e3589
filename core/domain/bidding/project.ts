import type { ProjectKind } from './project-kind.js';

export type ProjectType = 'fixed' | 'hourly';

/** A marketplace project as the engine sees it (already parsed from the vendor's JSON). */
export interface Project {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly type: ProjectType;
  /** ISO 4217 code of the project's currency. */
  readonly currency: string;
  /**
   * US dollars per unit of that currency, as the marketplace converts it (Freelancer's
   * `currency.exchange_rate`): the rate for a currency our exchange rates do not carry. Absent or
   * null when the marketplace did not say.
   */
  readonly usdPerUnit?: number | null;
  readonly budgetMin: number;
  /** Upper budget in the project's currency; null when the owner gave none. */
  readonly budgetMax: number | null;
  readonly bidCount: number;
  /** Skill (job) names, as the marketplace spells them. */
  readonly skills: readonly string[];
  readonly postedAt: Date;
  /** The kinds the project's upgrades make it (NDA, featured, …); empty for a plain project. */
  readonly kinds: readonly ProjectKind[];
  /** The client's marketplace user id; null when the marketplace did not say. */
  readonly ownerId: string | null;
  /** Still taking bids; false once the marketplace lists it as closed, awarded or not yet open. */
  readonly isOpen: boolean;
  /** ISO 639-1 code of the language the project is written in (Freelancer's `language`); absent or null: unknown. */
  readonly language?: string | null;
  /** The average bid so far, in the project's currency (`bid_stats.bid_avg`); absent or null: unknown or no bids. */
  readonly bidAvg?: number | null;
  /** Paid upgrades that say something about the client or the competition (see ProjectUpgrade). */
  readonly upgrades?: readonly ProjectUpgrade[];
  /** The client as the marketplace describes them; absent or null when it did not say. */
  readonly client?: ProjectClient | null;
}

/**
 * Upgrades a client paid for that the fit score reads: `urgent` (takes bids for a day), `sealed`
 * (bidders cannot see each other's bids), `featured`, `qualified`, `nda`, `fulltime`, `nonpublic`.
 * Unlike ProjectKind these never bar a bid by themselves.
 */
export const PROJECT_UPGRADES = ['featured', 'sealed', 'urgent', 'qualified', 'nda', 'fulltime', 'nonpublic'] as const;
export type ProjectUpgrade = (typeof PROJECT_UPGRADES)[number];

/** What the marketplace says about the client who posted a project; each field is null when it did not say. */
export interface ProjectClient {
  /** The client's marketplace user id (equal to the project's ownerId). */
  readonly id: string;
  /** Freelancer's `status.payment_verified`. */
  readonly paymentVerified: boolean | null;
  /** Employer rating over their whole history, 0–5 (`employer_reputation.entire_history.overall`). */
  readonly rating: number | null;
  /** Reviews freelancers left for the client (`employer_reputation.entire_history.reviews`). */
  readonly reviews: number | null;
  /** ISO 3166-1 alpha-2 code of the client's country, upper case (`location.country.code`). */
  readonly country: string | null;
  /** When the client joined the marketplace (`registration_date`). */
  readonly registeredAt: Date | null;
}
