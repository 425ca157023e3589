import { Box, Text } from 'ink';
import {
  BidDetailParams,
  DELETED_PROFILE_NAME,
  toBidDetailResponse,
  type BidDetailView,
} from '../../../contract/bid-detail.js';
import type { CliDeps } from '../context.js';
import { output } from '../output.js';
import { bidAmountText } from '../ui/bid-amount.js';
import { dateText, useDisplay } from '../ui/display.js';
import { KeyValue } from '../ui/key-value.js';
import { counted } from '../ui/plural.js';
import { terminalSafe } from '../ui/terminal-safe.js';
import { isJson, Stack, type JsonOption } from './common.js';

const NOT_RECORDED = 'not recorded (logged before BidPilot kept it)';

const money = (amount: number, currency: string): string => `${amount} ${currency}`;

function budgetText(bid: BidDetailView): string | null {
  if (bid.project === null) return null;
  const { budgetMin, budgetMax, type } = bid.project;
  const range =
    budgetMax === null ? `${money(budgetMin, bid.currency)} or more` : `${budgetMin}–${money(budgetMax, bid.currency)}`;
  return type === 'hourly' ? `${range} per hour` : range;
}

function amountRuleText(bid: BidDetailView): string {
  const rule = bid.match?.amountRule ?? null;
  if (rule === null) return NOT_RECORDED;
  const share = `${rule.bidPercentage}% of the upper budget ${money(rule.upperBudget, bid.currency)}`;
  return rule.floorApplied
    ? `the minimum ${money(rule.minBidUsd, 'USD')} (${share} came to less)`
    : `${share}, not below the minimum ${money(rule.minBidUsd, 'USD')}`;
}

/** A stored text of several lines, each line terminal-safe, under a bold heading. */
function Block({ title, text }: { readonly title: string; readonly text: string | null }) {
  return (
    <Box flexDirection="column">
      <Text bold underline>
        {title}
      </Text>
      {text === null || text === '' ? (
        <Text dimColor>{text === null ? NOT_RECORDED : 'none'}</Text>
      ) : (
        text.split('\n').map((line, index) => <Text key={index}>{terminalSafe(line)}</Text>)
      )}
    </Box>
  );
}

/** `bids show` in a terminal: the bid, the project as it was bid on, why it matched, the brief, the proposal and the history. */
export function BidDetailReadout({ bid }: { readonly bid: BidDetailView }) {
  const { dates } = useDisplay();
  return (
    <Stack>
      <KeyValue
        title={bid.projectTitle}
        entries={[
          ['Bid ID', bid._id],
          ['Status', bid.status],
          ['Amount', bidAmountText(bid.bidAmount, bid.currency, bid.project?.type ?? null)],
          ['Delivery', bid.periodDays === null ? NOT_RECORDED : counted(bid.periodDays, 'day')],
          ['Logged', dateText(dates, bid.submittedAt)],
          ['Project', `${bid.projectId} ${bid.projectUrl}`],
          ['Type', bid.project === null ? NOT_RECORDED : bid.project.type],
          ['Budget', budgetText(bid) ?? NOT_RECORDED],
          ['Search profile', bid.profile.name ?? DELETED_PROFILE_NAME],
          ...(bid.promptVariant === null
            ? []
            : [['Prompt', `experiment variant "${bid.promptVariant.name}"`] as const]),
          ['Matched skills', bid.match === null ? NOT_RECORDED : bid.match.skills.join(', ') || 'none'],
          ['Amount rule', amountRuleText(bid)],
        ]}
      />
      <Block title="Brief" text={bid.project?.description ?? null} />
      <Block title="Proposal" text={bid.proposal} />
      <Box flexDirection="column">
        <Text bold underline>
          History
        </Text>
        {bid.history.length === 0 ? (
          <Text dimColor>{NOT_RECORDED}</Text>
        ) : (
          bid.history.map((entry, index) => (
            <Text key={index}>
              <Text dimColor>{`${dateText(dates, entry.at)}  `}</Text>
              {terminalSafe(entry.kind)}
              {entry.detail === null ? '' : `: ${terminalSafe(entry.detail)}`}
            </Text>
          ))
        )}
      </Box>
    </Stack>
  );
}

/** `bids show`: one bid, whole (docs/design.md#bid-detail), through the same use case and mapper as the admin route. */
export async function showBid(deps: CliDeps, bidId: string, options: JsonOption): Promise<void> {
  const { id } = BidDetailParams.parse({ id: bidId });
  const bid = toBidDetailResponse(await deps.useCases(({ admin }) => admin.users.anyBidDetail(id)));
  output(deps, { json: isJson(options), result: { bid }, view: () => <BidDetailReadout bid={bid} /> });
}
