import { UserIdParams } from '../../../contract/admin-users.js';
import type { DispatchResult } from '../../../core/use-cases/engine/run-user-dispatch.js';
import type { CliDeps } from '../context.js';
import { output } from '../output.js';
import { KeyValue } from '../ui/key-value.js';
import { counted } from '../ui/plural.js';
import { isJson, resolveUser, Stack, type JsonOption } from './common.js';
import { Table, type Column } from '../ui/table.js';

/** The skip reasons shown: the most frequent first, as the dispatch ranks them. */
const TOP_REASONS = 5;

const REASON_COLUMNS: readonly Column[] = [
  { key: 'count', header: 'Projects', align: 'right', priority: 1 },
  { key: 'message', header: 'Skipped because', maxWidth: 100, minWidth: 30, priority: 1 },
];

function RunOnceView({ email, result }: { readonly email: string; readonly result: DispatchResult }) {
  const blocked = result.blocked.length > 0;
  return (
    <Stack>
      <KeyValue
        title={`Autobid run for ${email}`}
        entries={[
          ['Projects found', counted(result.projectsFound, 'project')],
          ['Matched', counted(result.matched, 'project')],
          [
            'Queued',
            `${counted(result.queued, 'bid')}${result.queued > 0 ? ' (the bid worker places them, paced)' : ''}`,
          ],
          ...(blocked
            ? ([['Not run', result.blocked.map((reason) => reason.message).join(' · ')]] as [string, string][])
            : []),
        ]}
      />
      {blocked || result.skipped.length === 0 ? null : (
        <Table
          columns={REASON_COLUMNS}
          rows={result.skipped.slice(0, TOP_REASONS).map((skip) => ({ count: skip.count, message: skip.message }))}
        />
      )}
    </Stack>
  );
}

/**
 * `autobid run-once <user>`: one engine run for that user now, the one Test Bidding runs
 * (docs/design.md#engine): it checks the account, reads the last hour's projects with the user's
 * token, and queues the bids the rules choose for the bid worker, which places them.
 */
export async function runOnce(deps: CliDeps, user: string, options: JsonOption): Promise<void> {
  const { userId: idOrEmail } = UserIdParams.parse({ userId: user });
  const { email, result } = await deps.useCases(async (useCases) => {
    const found = await resolveUser(useCases, idOrEmail);
    return { email: found.email, result: await useCases.bidding.runNow(found) };
  });
  const { considered: _considered, ...summary } = result;
  output(deps, {
    json: isJson(options),
    result: { run: { user: email, ...summary, skipped: summary.skipped.slice(0, TOP_REASONS) } },
    view: () => <RunOnceView email={email} result={result} />,
  });
}
