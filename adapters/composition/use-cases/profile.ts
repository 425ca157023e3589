import { ManagePortfolio } from '../../../core/use-cases/profile/portfolio.js';
import {
  getFreelancerProfile,
  SaveFreelancerProfile,
} from '../../../core/use-cases/profile/save-freelancer-profile.js';
import { SyncSkills } from '../../../core/use-cases/profile/sync-skills.js';
import { ManageWebhooks } from '../../../core/use-cases/webhooks/manage-webhooks.js';
import type { UseCaseAdapters, UseCaseSettings } from './adapters-and-settings.js';
import { methodsOf, run } from './bind.js';

export function profileUseCases({ storage, marketplace, clock }: UseCaseAdapters) {
  const portfolio = new ManagePortfolio(storage.portfolio);
  return {
    get: (userId: string) => getFreelancerProfile(storage.profiles, userId),
    save: run(new SaveFreelancerProfile(storage.profiles, marketplace, storage.settings, clock)),
    syncSkills: run(new SyncSkills(storage.profiles, storage.settings, marketplace, clock)),
    /** The Profile's portfolio items (docs/design.md#portfolio). */
    portfolio: methodsOf(portfolio, ['list', 'add', 'update', 'remove']),
  };
}

export function webhookUseCases({ webhooks, jobQueue, clock }: UseCaseAdapters, settings: UseCaseSettings) {
  const manageWebhooks = new ManageWebhooks(
    webhooks,
    jobQueue,
    clock,
    settings.webhooks ?? { allowPrivateAddresses: false },
  );
  return {
    ...methodsOf(manageWebhooks, ['list', 'add', 'delete', 'sendTest', 'deliveries', 'redeliver']),
    /** Endpoints one user may keep (WEBHOOK_MAX_ENDPOINTS). */
    maxEndpoints: (): number => manageWebhooks.maxEndpoints,
  };
}
