import { AvailableBidsBody, UserStatusBody, toAdminUserResponse } from '../../../contract/admin-users.js';
import { assertConfirmable, confirmDestructive } from '../confirmation.js';
import { CLI_OPERATOR, type CliDeps } from '../context.js';
import { output } from '../output.js';
import { KeyValue } from '../ui/key-value.js';
import { Message } from '../ui/message.js';
import { counted } from '../ui/plural.js';
import { UsageError } from '../usage-error.js';
import { eitherFlag, numberArg } from './arguments.js';
import { assignedPlanText, isJson, resolveUser, type JsonOption } from './common.js';
import { userArg } from './user-argument.js';

type StatusOptions = JsonOption & {
  readonly subscriptionStatus?: string;
  readonly plan?: string;
  readonly active?: boolean;
  readonly inactive?: boolean;
  readonly yes?: boolean;
};

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
