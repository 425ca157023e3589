import type { AdminStats } from '../../../core/use-cases/admin/stats/get-admin-stats.js';
import type { CliDeps } from '../context.js';
import { output } from '../output.js';
import { KeyValue } from '../ui/key-value.js';
import { isJson, Stack, type JsonOption } from './common.js';

function StatsView({ stats }: { readonly stats: AdminStats }) {
  const { users, bids, health, distribution } = stats;
  return (
    <Stack>
      <KeyValue
        title="Users"
        entries={[
          ['Total', users.total],
          ['Active', users.active],
          ['Subscribed', users.subscribed],
          ['Admins', users.admin],
        ]}
      />
      <KeyValue
        title="Bids"
        entries={[
          ['Total', bids.total],
          ['Submitted', bids.submitted],
          ['Successful', bids.successful],
          ['Failed', bids.failed],
          ['Success rate', `${bids.successRate}%`],
        ]}
      />
      <KeyValue
        title="System health"
        entries={[
          ['Score', `${health.score} (${health.label})`],
          ['Successful', distribution.successful.label],
          ['Submitted', distribution.submitted.label],
          ['Failed', distribution.failed.label],
          ['Other', distribution.other.label],
        ]}
      />
    </Stack>
  );
}

/** `stats`: the admin dashboard's numbers, from the use case behind GET /api/admin/stats. */
export async function showStats(deps: CliDeps, options: JsonOption): Promise<void> {
  const stats = await deps.useCases(({ admin }) => admin.stats());
  output(deps, { json: isJson(options), result: { stats }, view: () => <StatsView stats={stats} /> });
}
