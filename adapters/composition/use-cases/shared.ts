import { NO_PACING, PACES } from '../../../core/domain/bidding/pacing.js';
import type { Notifier } from '../../../core/ports/notifier.port.js';
import { CancelQueuedBids } from '../../../core/use-cases/engine/cancel-queued-bids.js';
import { Notify } from '../../../core/use-cases/notifications/notify.js';
import { CompletePayment } from '../../../core/use-cases/payments/complete-payment.js';
import { ActivatePlan } from '../../../core/use-cases/plans/activate-plan.js';
import { ReviewDrafts } from '../../../core/use-cases/reviews/review-drafts.js';
import type { UseCaseAdapters, UseCaseSettings } from './adapters-and-settings.js';

/** What more than one area of the use-case tree runs or reads: built once, so every area holds the same one. */
export type SharedUseCases = ReturnType<typeof sharedUseCases>;

export function sharedUseCases(adapters: UseCaseAdapters, settings: UseCaseSettings) {
  const { storage, clock, events, jobQueue, proposalWriter, notificationChannels = [] } = adapters;
  const paces = settings.bidPacing === false ? NO_PACING : PACES;
  // The writer the composition root chose says whether a model writes, in the project's language; the template writes in the prompt's.
  const modelWritesProposals = proposalWriter.writesAnyLanguage === true;
  const notifier = new Notify(storage, notificationChannels, jobQueue, events, clock);
  // The port alone: a caller that tells users something never reaches Notify's own ports.
  const notifierPort: Notifier = { notify: (request) => notifier.notify(request) };
  const activatePlan = new ActivatePlan(storage, clock);
  const completePayment = new CompletePayment(storage, clock, events, activatePlan, notifier);
  const queuedBids = new CancelQueuedBids(storage, jobQueue, clock);
  const reviewDrafts = new ReviewDrafts(storage, jobQueue, clock, notifier);
  return {
    notificationChannels,
    paces,
    modelWritesProposals,
    notifier,
    notifierPort,
    activatePlan,
    completePayment,
    queuedBids,
    reviewDrafts,
  };
}
