import { Box, Text } from 'ink';
import type { AdminBidResponse, AdminUserResponse, UserDetailsResponse } from '../../../contract/admin-users.js';
import { bidAmountText } from '../ui/bid-amount.js';
import { KeyValue } from '../ui/key-value.js';
import { dateText, useDisplay } from '../ui/display.js';
import { counted } from '../ui/plural.js';
import { Table, type Column } from '../ui/table.js';
import { assignedPlanText, bidsText, Stack, yesNo } from './common.js';

export type UserRow = AdminUserResponse;
export type BidRow = AdminBidResponse;

/**
 * The e-mail is what every user command takes, so it stays with plan, bids and status; the id gives way first.
 * Plan is the assigned plan, as the web's users list shows it; Bids reads 'Unlimited' as its user details do.
 */
const USER_COLUMNS: readonly Column[] = [
  { key: '_id', header: 'ID', maxWidth: 36, priority: 3 },
  { key: 'name', header: 'Name', maxWidth: 24, minWidth: 10 },
  { key: 'email', header: 'Email', maxWidth: 40, priority: 1, minWidth: 20 },
  { key: 'role', header: 'Role', priority: 3 },
  { key: 'active', header: 'Active', priority: 1 },
  { key: 'subscriptionStatus', header: 'Subscription' },
  { key: 'plan', header: 'Plan', priority: 1 },
  { key: 'bids', header: 'Bids', align: 'right', priority: 1 },
];

export function UserTable({ users }: { readonly users: readonly UserRow[] }) {
  const rows = users.map((user) => ({
    ...user,
    active: yesNo(user.isActive),
    plan: assignedPlanText(user),
    bids: bidsText(user.availableBids, user.unlimitedBids),
  }));
  return <Table columns={USER_COLUMNS} rows={rows} empty="No users found." />;
}

const BID_COLUMNS: readonly Column[] = [
  { key: 'submitted', header: 'Submitted', priority: 3 },
  { key: 'projectTitle', header: 'Project', maxWidth: 40, minWidth: 16 },
  { key: 'status', header: 'Status', priority: 1 },
  { key: 'amount', header: 'Amount', align: 'right', priority: 1 },
];

export function BidTable({ bids }: { readonly bids: readonly BidRow[] }) {
  const { dates } = useDisplay();
  const rows = bids.map((bid) => ({
    ...bid,
    submitted: dateText(dates, bid.submittedAt),
    amount: bidAmountText(bid.bidAmount, bid.currency, bid.projectType),
  }));
  return <Table columns={BID_COLUMNS} rows={rows} empty="No bids found." />;
}

export type UserDetailsResult = UserDetailsResponse;

function pauseEntries(
  settings: UserDetailsResponse['biddingSettings'],
  dates: Intl.DateTimeFormat,
): (readonly [string, string])[] {
  const entries: (readonly [string, string])[] = [];
  const pause = settings.autobidPause;
  if (pause !== null)
    entries.push([
      'Paused',
      `Freelancer says: ${pause.message} (${pause.until === null ? 'until the user acts' : `until ${dateText(dates, pause.until)}`})`,
    ]);
  if (settings.unbiddableKinds.length > 0) entries.push(['Skipped kinds', settings.unbiddableKinds.join(', ')]);
  return entries;
}

type Settings = UserDetailsResponse['biddingSettings'];

const projectTypes = (settings: Settings): string =>
  [settings.bidOnFixedProjects ? 'fixed' : null, settings.bidOnHourlyProjects ? 'hourly' : null]
    .filter(Boolean)
    .join(', ') || 'none';

/** The client rules in force, in a few words; 'none' when every client gets bids. */
function clientScreening(settings: Settings): string {
  const rules = [
    settings.requirePaymentVerified ? 'payment verified' : null,
    settings.minClientRating > 0 ? `rating >= ${settings.minClientRating}` : null,
    settings.minClientReviews > 0 ? `reviews >= ${settings.minClientReviews}` : null,
    settings.blockedCountries.length > 0 ? `countries blocked: ${settings.blockedCountries.join(' ')}` : null,
    settings.blockedClientIds.length > 0 ? `${counted(settings.blockedClientIds.length, 'client')} blocked` : null,
  ].filter(Boolean);
  return rules.length === 0 ? 'none' : rules.join(', ');
}

/** What gets bid (docs/design.md#settings-for-what-gets-bid), summed up as the Settings screen's sections. */
const whatGetsBidEntries = (settings: Settings): (readonly [string, string | number])[] => [
  ['Project types', projectTypes(settings)],
  [
    'Skills in common',
    `${settings.minSkillMatches}${settings.minSkillSharePercent > 0 ? ` and ${settings.minSkillSharePercent}%` : ''}`,
  ],
  ['Client screening', clientScreening(settings)],
  ['Min fit score', settings.minFitScore],
  ['Review mode', settings.reviewMode],
];

/** The User Details screen in a terminal: the user, a settings summary, bid stats, payments. */
export function UserDetailsView({ details }: { readonly details: UserDetailsResult }) {
  const { dates } = useDisplay();
  const { user, biddingSettings: settings, stats, paymentStats } = details;
  return (
    <Stack>
      <KeyValue
        title={`${user.name} <${user.email}>`}
        entries={[
          ['ID', user._id],
          ['Role', user.role],
          ['Active', yesNo(user.isActive)],
          ['Subscription', user.subscriptionStatus],
          ['Assigned plan', assignedPlanText(user)],
          ['Current plan', user.currentPlan === null ? null : `${user.currentPlan} (${user.planStatus})`],
          ['Plan expires', user.planExpirationDate === null ? null : dateText(dates, user.planExpirationDate)],
          ['Available bids', bidsText(user.availableBids, user.unlimitedBids)],
          ['Joined', dateText(dates, user.createdAt)],
        ]}
      />
      <KeyValue
        title="Bidding settings"
        entries={[
          ['Autobidding', settings.isActive ? 'on' : 'off'],
          ['Interval', settings.timeInterval],
          ['Skills', settings.skills.length],
          [
            'Scheduled',
            settings.scheduleAutobidding ? `${settings.startTime}-${settings.endTime} ${settings.timezone}` : 'no',
          ],
          ...whatGetsBidEntries(settings),
          // Shown only when Freelancer paused the user or refused kinds of project for them.
          ...pauseEntries(settings, dates),
        ]}
      />
      <KeyValue
        title="Bids"
        entries={[
          ['Total', stats.totalBids],
          ['Submitted', stats.submittedBids],
          ['Accepted', stats.acceptedBids],
          ['Rejected', stats.rejectedBids],
          ['Failed', stats.failedBids],
        ]}
      />
      <KeyValue
        title="Payments"
        entries={[
          ['Total', paymentStats.totalPayments],
          ['Completed', paymentStats.completedPayments],
          ['Pending', paymentStats.pendingPayments],
          ['Amount (ZAR)', paymentStats.totalAmount.toFixed(2)],
        ]}
      />
      {details.recentBids.length === 0 ? null : (
        <Box flexDirection="column">
          <Text bold underline>
            Recent bids
          </Text>
          <BidTable bids={details.recentBids} />
        </Box>
      )}
    </Stack>
  );
}
