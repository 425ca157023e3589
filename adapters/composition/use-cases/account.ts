import type { BidBalance } from '../../../core/domain/ledger/ledger.js';
import type { User } from '../../../core/domain/users/user.js';
import { ChangePassword } from '../../../core/use-cases/auth/change-password.js';
import { EnsureFirstAdmin } from '../../../core/use-cases/auth/ensure-first-admin.js';
import { RequestPasswordReset, ResetPassword, SendPasswordReset } from '../../../core/use-cases/auth/password-reset.js';
import { SignOut } from '../../../core/use-cases/auth/sign-out.js';
import { RegisterUser } from '../../../core/use-cases/auth/register-user.js';
import { SignIn } from '../../../core/use-cases/auth/sign-in.js';
import { userUpdate } from '../../../core/use-cases/users/user-update-event.js';
import { viewUser, viewUserWithBalance } from '../../../core/use-cases/users/user-view.js';
import type { UseCaseAdapters, UseCaseSettings } from './adapters-and-settings.js';
import { run } from './bind.js';

export function authUseCases(adapters: UseCaseAdapters, settings: UseCaseSettings) {
  const { storage, hasher, mailer, clock, jobQueue } = adapters;
  return {
    register: run(new RegisterUser(storage.users, hasher)),
    signIn: run(new SignIn(storage.users, hasher)),
    /** ADMIN_EMAIL / ADMIN_PASSWORD at start, and the CLI's create-admin. */
    ensureFirstAdmin: run(new EnsureFirstAdmin(storage.users, hasher)),
    signOut: run(new SignOut(storage.users)),
    changePassword: run(new ChangePassword(storage, hasher)),
    requestPasswordReset: run(new RequestPasswordReset(jobQueue)),
    /** The `password-reset` worker's: mails the link of one queued request. */
    sendPasswordReset: run(new SendPasswordReset(storage, mailer, clock, settings.resetLink)),
    resetPassword: run(new ResetPassword(storage, hasher, clock)),
  };
}

export function userUseCases({ storage, clock }: UseCaseAdapters) {
  const view = (user: User) => viewUser(storage, user, clock.now());
  return {
    findById: (userId: string) => storage.users.findById(userId),
    /** The user with the bids derived from the ledger, as of now. */
    view,
    /** As view, with the balance read together with the user (the signed-in session's): no second read. */
    viewWithBalance: (user: User, balance: BidBalance) => viewUserWithBalance(user, balance, clock.now()),
    /** The first message of the user's live events: their state as of now. */
    liveState: async (user: User) => userUpdate(await view(user)),
  };
}
