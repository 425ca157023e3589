import type { Bid } from '../../domain/bidding/bid.js';
import type { UserEvent } from '../../ports/event-publisher.port.js';
import type { NotificationRequest } from '../../ports/notifier.port.js';
import { AWARD_EVENT_TITLE_LENGTH } from './bid-award-event.js';

const shortTitle = (bid: Bid): string => Array.from(bid.projectTitle).slice(0, AWARD_EVENT_TITLE_LENGTH).join('');

/** The live event of a bid whose client just wrote first: `{ bid: {..., status: 'replied'} }` for its owner, like the award event. */
export const bidReplyEvent = (bid: Bid): UserEvent => ({
  userId: bid.userId,
  data: { bid: { id: bid.id, projectId: bid.projectId, projectTitle: shortTitle(bid), status: 'replied' } },
});

/** What the user is told when a client writes first: once per bid, whatever runs see it. */
export const bidReplyNotification = (bid: Bid, repliedAt: Date): NotificationRequest => ({
  userId: bid.userId,
  kind: 'bid.replied',
  title: `A client replied to your bid on “${shortTitle(bid)}”`,
  body: `The client of “${shortTitle(bid)}” wrote to you on Freelancer. Answer them there while the project is fresh.`,
  link: '/bid-logs',
  data: {
    bidId: bid.id,
    projectId: bid.projectId,
    projectTitle: shortTitle(bid),
    projectUrl: bid.projectUrl,
    repliedAt: repliedAt.toISOString(),
  },
  dedupeKey: `bid.replied:${bid.id}`,
});
