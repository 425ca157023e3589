import {
  UserBidsQuery,
  UsersQuery,
  toAdminBidResponse,
  toAdminUserResponse,
  toUserDetailsResponse,
} from '../../../contract/admin-users.js';
import { pagination } from '../../../contract/common.js';
import { toProfileView } from '../../../contract/search-profiles.js';
import { MAX_SEARCH_PROFILES } from '../../../core/domain/bidding/search-profile.js';
import type { CliDeps } from '../context.js';
import { output } from '../output.js';
import { pageArg } from './arguments.js';
import { isJson, Listing, resolveUser, type JsonOption } from './common.js';
import { ProfileTable } from './profile-views.js';
import { userArg } from './user-argument.js';
import { BidTable, UserDetailsView, UserTable } from './user-views.js';

type BidsOptions = JsonOption & {
  readonly status?: string;
  readonly search?: string;
  readonly sort?: string;
  readonly order?: string;
  readonly page?: string;
};

const USERS = { singular: 'user', plural: 'users' };
const BIDS = { singular: 'bid', plural: 'bids' };

export async function listUsers(
  deps: CliDeps,
  options: JsonOption & { readonly search?: string; readonly page?: string },
): Promise<void> {
  const query = UsersQuery.parse({ search: options.search, page: pageArg(options.page) });
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

export async function listBids(deps: CliDeps, user: string, options: BidsOptions): Promise<void> {
  const named = userArg(user);
  const query = UserBidsQuery.parse({
    status: options.status,
    search: options.search,
    sortBy: options.sort,
    sortOrder: options.order,
    page: pageArg(options.page),
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
