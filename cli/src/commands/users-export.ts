import { UsersQuery, toAdminUserResponse } from '../../../contract/admin-users.js';
import type { CliDeps } from '../context.js';
import { csvDocument } from '../csv.js';
import { printData } from '../data-output.js';
import { UsageError } from '../usage-error.js';

/** The largest page the admin list takes: an export reads every user in pages this large. */
const EXPORT_PAGE = 100;

const USER_CSV_HEADER = [
  'id',
  'name',
  'email',
  'role',
  'active',
  'subscription_status',
  'subscription_plan',
  'current_plan',
  'plan_status',
  'plan_expires_at',
  'available_bids',
  'created_at',
  // Last, so the columns before it keep their places; available_bids stays a number (see the command's help).
  'unlimited_bids',
] as const;

/** Every user, newest first, as CSV: the admin list's fields, which hold no password hash and no token. */
export async function exportUsers(deps: CliDeps, options: { readonly format: string }): Promise<void> {
  if (options.format !== 'csv') throw new UsageError(`--format must be csv (got ${options.format})`);
  const rows = await deps.useCases(async ({ admin }) => {
    const all = [];
    for (let page = 1; ; page += 1) {
      const listing = await admin.users.list(UsersQuery.parse({ page, limit: EXPORT_PAGE }));
      all.push(...listing.users.map(toAdminUserResponse));
      if (listing.users.length < EXPORT_PAGE || page * EXPORT_PAGE >= listing.total) return all;
    }
  });
  printData(
    deps,
    csvDocument(
      USER_CSV_HEADER,
      rows.map((user) => [
        user._id,
        user.name,
        user.email,
        user.role,
        user.isActive,
        user.subscriptionStatus,
        user.subscriptionPlan,
        user.currentPlan,
        user.planStatus,
        user.planExpirationDate,
        user.availableBids,
        user.createdAt,
        user.unlimitedBids,
      ]),
    ),
  );
}
