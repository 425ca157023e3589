import { Badge } from '@/components/ui/badge';
import { Table, Td } from '@/components/ui/table';
import type { ArmView } from '@contract/prompt-experiments';
import { formatRate, pCell } from './verdict-text';

const STANDING_BADGES = {
  better: { tone: 'green', text: 'More replies' },
  worse: { tone: 'red', text: 'Fewer replies' },
  'no-difference': { tone: 'grey', text: 'No clear difference' },
  'too-few-bids': { tone: 'yellow', text: 'Collecting bids' },
} as const;

function ArmName({ arm }: { readonly arm: ArmView }) {
  const badge = arm.standing === null ? null : STANDING_BADGES[arm.standing];
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-slate-900">{arm.name}</span>
      {arm.isControl ? <Badge tone="blue">Control</Badge> : null}
      {badge === null ? null : <Badge tone={badge.tone}>{badge.text}</Badge>}
    </span>
  );
}

const COLUMNS = ['Prompt', 'Share', 'Bids placed', 'Replies', 'Reply rate', 'Awards', 'Award rate', 'p vs control'];

/**
 * Each arm's placed bids, replies and awards. A table on wide screens; on narrow ones each arm is
 * a card of the same figures, so no row has to scroll sideways.
 */
export function ArmsTable({ arms }: { readonly arms: readonly ArmView[] }) {
  return (
    <>
      <Table caption="Bids, replies and awards per prompt" columns={COLUMNS} className="hidden md:block">
        {arms.map((arm) => (
          <tr key={arm.id}>
            <th scope="row" className="px-4 py-3 text-left align-top text-sm font-normal">
              <ArmName arm={arm} />
            </th>
            <Td>{arm.sharePercent}%</Td>
            <Td>{arm.placed}</Td>
            <Td>{arm.replied}</Td>
            <Td>{formatRate(arm.replyRate)}</Td>
            <Td>{arm.awarded}</Td>
            <Td>{formatRate(arm.awardRate)}</Td>
            <Td>{pCell(arm)}</Td>
          </tr>
        ))}
      </Table>
      <ul className="space-y-3 md:hidden" aria-label="Bids, replies and awards per prompt">
        {arms.map((arm) => (
          <li key={arm.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <ArmName arm={arm} />
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {[
                ['Share', `${arm.sharePercent}%`],
                ['Bids placed', String(arm.placed)],
                ['Replies', `${arm.replied} (${formatRate(arm.replyRate)})`],
                ['Awards', `${arm.awarded} (${formatRate(arm.awardRate)})`],
                ['p vs control', pCell(arm)],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className="text-slate-500">{term}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
