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
}
