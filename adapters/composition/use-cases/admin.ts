import type { Payment } from '../../../core/domain/payments/payment.js';
import type { PageRequest } from '../../../core/ports/page.js';
import { CreatePlan } from '../../../core/use-cases/admin/plans/create-plan.js';
import { DeletePlan } from '../../../core/use-cases/admin/plans/delete-plan.js';
import { UpdatePlan } from '../../../core/use-cases/admin/plans/update-plan.js';
import { listOutbox, readOutboxMail } from '../../../core/use-cases/admin/outbox/read-outbox.js';
import { GetAdminStats } from '../../../core/use-cases/admin/stats/get-admin-stats.js';
import { GetDailyActivity } from '../../../core/use-cases/admin/stats/get-daily-activity.js';
import { ChangeUserStatus } from '../../../core/use-cases/admin/users/change-user-status.js';
import { DeleteUser } from '../../../core/use-cases/admin/users/delete-user.js';
import { GetUserDetails } from '../../../core/use-cases/admin/users/get-user-details.js';
import { ListUserBids } from '../../../core/use-cases/admin/users/list-user-bids.js';
import { ListUsers } from '../../../core/use-cases/admin/users/list-users.js';
import { SetAvailableBids } from '../../../core/use-cases/admin/users/set-available-bids.js';
import { getAnyBidDetail, getUserBidDetail } from '../../../core/use-cases/bidding/get-bid-detail.js';
import { viewAdminPayments } from '../../../core/use-cases/payments/admin-payment-view.js';
import { ChangePaymentStatus } from '../../../core/use-cases/payments/change-payment-status.js';
import { ListPayments } from '../../../core/use-cases/payments/list-payments.js';
import type { UseCaseAdapters } from './adapters-and-settings.js';
import { run } from './bind.js';
import type { SharedUseCases } from './shared.js';

export function adminUseCases(adapters: UseCaseAdapters, shared: SharedUseCases) {
  const { storage, clock, mailOutbox } = adapters;
  return {
    users: adminUserUseCases(adapters, shared),
    plans: {
      /** Every plan, active or not, in display order. */
      list: () => storage.plans.list(),
      /** A plan by id, or else by slug. */
      find: async (reference: string) =>
        (await storage.plans.findById(reference)) ?? storage.plans.findBySlug(reference),
      create: run(new CreatePlan(storage.plans)),
      update: run(new UpdatePlan(storage)),
      delete: run(new DeletePlan(storage)),
    },
    payments: {
      list: run(new ListPayments(storage)),
      changeStatus: run(new ChangePaymentStatus(storage.payments, shared.completePayment, clock)),
      view: async (payment: Payment) => (await viewAdminPayments(storage, [payment]))[0] ?? null,
    },
    stats: run(new GetAdminStats(storage)),
    /** The daily charts: bids by status and completed payments per UTC day. */
    dailyActivity: run(new GetDailyActivity(storage, clock)),
    /** The built-in mail outbox (no SMTP_URL): the mails, newest first, and one whole. */
    outbox: {
      list: (page: PageRequest) => listOutbox(mailOutbox, page),
      read: (id: string) => readOutboxMail(mailOutbox, id),
    },
  };
}

function adminUserUseCases(adapters: UseCaseAdapters, { queuedBids }: SharedUseCases) {
  const { storage, clock, events } = adapters;
  const deleteUser = new DeleteUser(storage.users, storage.payments);
  return {
    list: run(new ListUsers(storage, clock)),
    findByEmail: (email: string) => storage.users.findByEmail(email),
    details: run(new GetUserDetails(storage, clock)),
    changeStatus: run(new ChangeUserStatus(storage, clock, events, queuedBids)),
    setAvailableBids: run(new SetAvailableBids(storage, clock, events)),
    delete: run(deleteUser),
    /** Refuses as delete would (an admin, a user with payments), deleting nothing: the CLI asks before its question. */
    checkDeletable: (userId: string) => deleteUser.check(userId),
    bids: run(new ListUserBids(storage)),
    /** One bid of that user's, whole; USER_NOT_FOUND, or BID_NOT_FOUND for a bid of someone else's. */
    bidDetail: (userId: string, bidId: string) => getUserBidDetail(storage, userId, bidId),
    /** Any user's bid, whole, by its id alone (the CLI's `bids show`). */
    anyBidDetail: (bidId: string) => getAnyBidDetail(storage, bidId),
  };
}
