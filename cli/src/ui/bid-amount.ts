import type { ProjectType } from '../../../core/domain/bidding/project.js';

/** A bid's amount as the operator reads it: '11.5 USD', and '11.5 USD/hr' for a bid on an hourly project, which Freelancer takes as a rate. */
export const bidAmountText = (amount: number, currency: string, projectType: ProjectType | null): string =>
  `${amount} ${currency}${projectType === 'hourly' ? '/hr' : ''}`;
