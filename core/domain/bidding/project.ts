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
}
