import type { Command } from 'commander';
import type { ReactNode } from 'react';
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
import { CLI_OPERATOR, type CliDeps } from '../context.js';
import { UsageError } from '../exit-codes.js';
import { output } from '../output.js';
import { KeyValue } from '../ui/key-value.js';
import { Message } from '../ui/message.js';
import { eitherFlag, isJson, Listing, numberArg, type JsonOption } from './common.js';
import { ProfileTable } from './profile-views.js';
import { BidTable, UserDetailsView, UserTable } from './user-views.js';

type StatusOptions = JsonOption & { readonly subscriptionStatus?: string; readonly plan?: string; readonly active?: boolean; readonly inactive?: boolean };
type BidsOptions = JsonOption & { readonly status?: string; readonly search?: string; readonly sort?: string; readonly order?: string; readonly page?: string };

/** `users …`: the admin user management (docs/design.md#product-and-roles), through the admin routes' use cases and schemas. */
export function registerUserCommands(program: Command, deps: CliDeps): void {
  const users = program.command('users').description('list, inspect and manage users');
  const print = (json: boolean, result: Record<string, unknown>, view: () => ReactNode) => output(deps.print, { json, result, view, columns: deps.columns });

  users
    .command('list')
    .description('one page of users, newest first (10 a page)')
    .option('--search <text>', 'name or email contains')
    .option('--page <n>', 'page number')
    .option('--json', 'print JSON')
    .action(async (options: JsonOption & { readonly search?: string; readonly page?: string }) => {
      const query = UsersQuery.parse({ search: options.search, page: options.page });
      const listing = await deps.useCases(({ admin }) => admin.users.list(query));
      const rows = listing.users.map(toAdminUserResponse);
      const page = pagination(query.page, query.limit, listing.total);
      print(isJson(options), { users: rows, pagination: page }, () => (
        <Listing page={page} noun="users">
          <UserTable users={rows} />
        </Listing>
      ));
    });

  users
    .command('show')
    .description('a user\'s details: profile, settings summary, bid stats and payments')
    .argument('<idOrEmail>', 'user id or email')
    .option('--json', 'print JSON')
    .action(async (idOrEmail: string, options: JsonOption) => {
      const { userId } = UserIdParams.parse({ userId: idOrEmail });
      const details = await deps.useCases(async ({ admin }) => {
        const byEmail = userId.includes('@') ? await admin.users.findByEmail(userId) : null;
        return admin.users.details(byEmail?.id ?? userId);
      });
      const result = toUserDetailsResponse(details, new Date());
      print(isJson(options), result, () => <UserDetailsView details={result} />);
    });

  users
    .command('profiles')
    .description("a user's search profiles, the main one first: name, on/off, skills and budgets")
    .argument('<idOrEmail>', 'user id or email')
    .option('--json', 'print JSON')
    .action(async (idOrEmail: string, options: JsonOption) => {
      const { userId } = UserIdParams.parse({ userId: idOrEmail });
      const profiles = await deps.useCases(async ({ admin, bidding }) => {
        const byEmail = userId.includes('@') ? await admin.users.findByEmail(userId) : null;
        return bidding.profiles.list(byEmail?.id ?? userId);
      });
      const views = profiles.map(toProfileView);
      print(isJson(options), { profiles: views, max: MAX_SEARCH_PROFILES }, () => <ProfileTable profiles={views} />);
    });

  users
    .command('set-status')
    .description('change one of: subscription status, assigned plan (slug, or "none"), active flag')
    .argument('<id>', 'user id')
    .option('--subscription-status <status>', 'inactive, active or cancelled')
    .option('--plan <slug>', 'assign a plan by slug; "none" for No Plan')
    .option('--active', 'enable the account')
    .option('--inactive', 'disable the account (also stops autobidding)')
    .option('--json', 'print JSON')
    .action(async (id: string, options: StatusOptions) => {
      const { userId } = UserIdParams.parse({ userId: id });
      const given = [options.subscriptionStatus, options.plan, options.active, options.inactive].filter((option) => option !== undefined);
      // The use case says the same in the API's field names, which this command line does not use.
      if (given.length !== 1) throw new UsageError('Give exactly one of --subscription-status, --plan, --active or --inactive');
      const change = UserStatusBody.parse({ subscriptionStatus: options.subscriptionStatus, subscriptionPlan: options.plan, isActive: eitherFlag(options.active, options.inactive, '--active, --inactive') });
      const view = await deps.useCases(({ admin }) => admin.users.changeStatus({ actor: CLI_OPERATOR, userId, change }));
      const user = toAdminUserResponse(view);
      print(isJson(options), { message: 'User status updated successfully', user }, () => (
        <KeyValue title="User status updated successfully" entries={[['Email', user.email], ['Active', user.isActive ? 'yes' : 'no'], ['Subscription', user.subscriptionStatus], ['Assigned plan', user.subscriptionPlan]]} />
      ));
    });

  users
    .command('set-bids')
    .description('set a user\'s available bids')
    .argument('<id>', 'user id')
    .argument('<count>', 'the new number of available bids')
    .option('--json', 'print JSON')
    .action(async (id: string, count: string, options: JsonOption) => {
      const { userId } = UserIdParams.parse({ userId: id });
      const { availableBids } = AvailableBidsBody.parse({ availableBids: numberArg(count) });
      const result = await deps.useCases(({ admin }) => admin.users.setAvailableBids({ actor: CLI_OPERATOR, userId, availableBids }));
      print(isJson(options), { message: 'Available bids updated successfully', user: { _id: result.userId, availableBids: result.availableBids } }, () => (
        <Message text={`Available bids updated successfully: ${result.availableBids}`} changed />
      ));
    });

  users
    .command('delete')
    .description('delete a user and everything they own (admins cannot be deleted)')
    .argument('<id>', 'user id')
    .option('--yes', 'confirm the deletion')
    .option('--json', 'print JSON')
    .action(async (id: string, options: JsonOption & { readonly yes?: boolean }) => {
      const { userId } = UserIdParams.parse({ userId: id });
      if (options.yes !== true) throw new UsageError('Deleting a user cannot be undone: add --yes to confirm');
      await deps.useCases(({ admin }) => admin.users.delete(userId));
      print(isJson(options), { message: 'User deleted successfully' }, () => <Message text="User deleted successfully" changed />);
    });

  users
    .command('bids')
    .description('one page of a user\'s bids (20 a page)')
    .argument('<id>', 'user id')
    .option('--status <status>', 'all, submitted, replied, accepted, rejected, failed, pending or held')
    .option('--search <text>', 'project title contains')
    .option('--sort <field>', 'submittedAt or bidAmount')
    .option('--order <order>', 'asc or desc')
    .option('--page <n>', 'page number')
    .option('--json', 'print JSON')
    .action(async (id: string, options: BidsOptions) => {
      const { userId } = UserIdParams.parse({ userId: id });
      const query = UserBidsQuery.parse({ status: options.status, search: options.search, sortBy: options.sort, sortOrder: options.order, page: options.page });
      const listing = await deps.useCases(({ admin }) => admin.users.bids(userId, query));
      const bids = listing.bids.map(toAdminBidResponse);
      const page = pagination(query.page, query.limit, listing.total);
      const user = { _id: listing.user.id, name: listing.user.name, email: listing.user.email };
      print(isJson(options), { bids, totalPages: page.pages, pagination: page, user }, () => (
        <Listing page={page} noun="bids">
          <BidTable bids={bids} />
        </Listing>
      ));
    });
}
