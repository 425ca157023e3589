import {
  AvailableBidsBody,
  UserBidsQuery,
  UserIdParams,
  UserStatusBody,
  UsersQuery,
  toAdminBidResponse,
  toAdminUserResponse,
  toUserDetailsResponse,
} from '../../../contract/admin-users.js';
import { pagination } from '../../../contract/common.js';
import { toProfileView } from '../../../contract/search-profiles.js';
import { MAX_SEARCH_PROFILES } from '../../../core/domain/bidding/search-profile.js';
import { assertConfirmable, confirmDestructive } from '../confirmation.js';
import { CLI_OPERATOR, type CliDeps } from '../context.js';
import { csvDocument } from '../csv.js';
import { printData } from '../data-output.js';
import { output } from '../output.js';
import { KeyValue } from '../ui/key-value.js';
import { Message } from '../ui/message.js';
import { counted } from '../ui/plural.js';
import { UsageError } from '../usage-error.js';
import { eitherFlag, numberArg } from './arguments.js';
import { assignedPlanText, isJson, Listing, resolveUser, type JsonOption } from './common.js';
import { ProfileTable } from './profile-views.js';
import { BidTable, UserDetailsView, UserTable } from './user-views.js';

type StatusOptions = JsonOption & {
  readonly subscriptionStatus?: string;
  readonly plan?: string;
  readonly active?: boolean;
  readonly inactive?: boolean;
  readonly yes?: boolean;
};
type BidsOptions = JsonOption & {
  readonly status?: string;
  readonly search?: string;
  readonly sort?: string;
  readonly order?: string;
  readonly page?: string;
};

const USERS = { singular: 'user', plural: 'users' };
const BIDS = { singular: 'bid', plural: 'bids' };
/** The largest page the admin list takes: an export reads every user in pages this large. */
const EXPORT_PAGE = 100;

/** A user named on the command line, checked by the API's own schema before anything opens. */
const userArg = (text: string): string => UserIdParams.parse({ userId: text }).userId;

export async function listUsers(
  deps: CliDeps,
  options: JsonOption & { readonly search?: string; readonly page?: string },
): Promise<void> {
  const query = UsersQuery.parse({ search: options.search, page: options.page });
  const listing = await deps.useCases(({ admin }) => admin.users.list(query));
  const rows = listing.users.map(toAdminUserResponse);
  const page = pagination(query.page, query.limit, listing.total);
  output(deps, {
    json: isJson(options),
    result: { users: rows, pagination: page },
    view: () => (
      <Listing page={page} noun={USERS}>
        <UserTable users={rows} />
      </Listing>
    ),
  });
}

export async function showUser(deps: CliDeps, user: string, options: JsonOption): Promise<void> {
  const named = userArg(user);
  const details = await deps.useCases(async (useCases) =>
    useCases.admin.users.details((await resolveUser(useCases, named)).id),
  );
  const result = toUserDetailsResponse(details, new Date());
  output(deps, { json: isJson(options), result, view: () => <UserDetailsView details={result} /> });
}

export async function listProfiles(deps: CliDeps, user: string, options: JsonOption): Promise<void> {
  const named = userArg(user);
  const profiles = await deps.useCases(async (useCases) =>
    useCases.bidding.profiles.list((await resolveUser(useCases, named)).id),
  );
  const views = profiles.map(toProfileView);
  output(deps, {
    json: isJson(options),
    result: { profiles: views, max: MAX_SEARCH_PROFILES },
    view: () => <ProfileTable profiles={views} />,
  });
}

const DISABLE_USER_WARNING = 'Disabling a user signs them out and stops their autobidding';

export async function setStatus(deps: CliDeps, user: string, options: StatusOptions): Promise<void> {
  const named = userArg(user);
  const given = [options.subscriptionStatus, options.plan, options.active, options.inactive].filter(
    (option) => option !== undefined,
  );
  // The use case says the same in the API's field names, which this command line does not use.
  if (given.length !== 1)
    throw new UsageError('Give exactly one of --subscription-status, --plan, --active or --inactive');
  const change = UserStatusBody.parse({
    subscriptionStatus: options.subscriptionStatus,
    subscriptionPlan: options.plan,
    isActive: eitherFlag(options.active, options.inactive, '--active, --inactive'),
  });
  const disabling = change.isActive === false;
  if (disabling) assertConfirmable(deps.confirm, options.yes, DISABLE_USER_WARNING);
  const view = await deps.useCases(async (useCases) => {
    const found = await resolveUser(useCases, named);
    if (disabling)
      await confirmDestructive(deps.confirm, options.yes, {
        warning: DISABLE_USER_WARNING,
        question: `Disable ${whoIs(found)}?`,
      });
    return useCases.admin.users.changeStatus({ actor: CLI_OPERATOR, userId: found.id, change });
  });
  const updated = toAdminUserResponse(view);
  output(deps, {
    json: isJson(options),
    result: { message: 'User status updated successfully', user: updated },
    view: () => (
      <KeyValue
        title="User status updated successfully"
        entries={[
          ['Email', updated.email],
          ['Active', updated.isActive ? 'yes' : 'no'],
          ['Subscription', updated.subscriptionStatus],
          ['Assigned plan', assignedPlanText(updated)],
        ]}
      />
    ),
  });
}

export async function setBids(deps: CliDeps, user: string, count: string, options: JsonOption): Promise<void> {
  const named = userArg(user);
  const { availableBids } = AvailableBidsBody.parse({ availableBids: numberArg(count) });
  const result = await deps.useCases(async (useCases) =>
    useCases.admin.users.setAvailableBids({
      actor: CLI_OPERATOR,
      userId: (await resolveUser(useCases, named)).id,
      availableBids,
    }),
  );
  output(deps, {
    json: isJson(options),
    result: {
      message: 'Available bids updated successfully',
      user: { _id: result.userId, availableBids: result.availableBids },
    },
    view: () => (
      <Message text={`Available bids updated successfully: ${counted(result.availableBids, 'bid')}`} changed />
    ),
  });
}

/** How a question names a user: who they are, not only the id or e-mail typed. */
const whoIs = (user: { readonly name: string; readonly email: string }) => `${user.name} <${user.email}>`;

const DELETE_USER_WARNING = 'Deleting a user cannot be undone';

export async function deleteUser(
  deps: CliDeps,
  user: string,
  options: JsonOption & { readonly yes?: boolean },
): Promise<void> {
  const named = userArg(user);
  assertConfirmable(deps.confirm, options.yes, DELETE_USER_WARNING);
  // Found first: an unknown user, an admin or a user with payments is refused without a question, and the question names who goes.
  await deps.useCases(async (useCases) => {
    const found = await useCases.admin.users.checkDeletable((await resolveUser(useCases, named)).id);
    await confirmDestructive(deps.confirm, options.yes, {
      warning: DELETE_USER_WARNING,
      question: `Delete ${whoIs(found)} and everything they own?`,
    });
    await useCases.admin.users.delete(found.id);
  });
  output(deps, {
    json: isJson(options),
    result: { message: 'User deleted successfully' },
    view: () => <Message text="User deleted successfully" changed />,
  });
}

export async function listBids(deps: CliDeps, user: string, options: BidsOptions): Promise<void> {
  const named = userArg(user);
  const query = UserBidsQuery.parse({
    status: options.status,
    search: options.search,
    sortBy: options.sort,
    sortOrder: options.order,
    page: options.page,
  });
  const listing = await deps.useCases(async (useCases) =>
    useCases.admin.users.bids((await resolveUser(useCases, named)).id, query),
  );
  const bids = listing.bids.map(toAdminBidResponse);
  const page = pagination(query.page, query.limit, listing.total);
  const owner = { _id: listing.user.id, name: listing.user.name, email: listing.user.email };
  output(deps, {
    json: isJson(options),
    result: { bids, totalPages: page.pages, pagination: page, user: owner },
    view: () => (
      <Listing page={page} noun={BIDS}>
        <BidTable bids={bids} />
      </Listing>
    ),
  });
}

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
