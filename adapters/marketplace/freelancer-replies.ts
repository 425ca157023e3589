import type { ReplyQuery } from '../../core/ports/marketplace.port.js';
import { PAGE, type FreelancerApiClient, type FreelancerQuery } from './freelancer-api-client.js';
import { threadListSchema, type FreelancerThread } from './freelancer.schemas.js';

/**
 * Threads by project context, 100 projects a request (docs/design.md#reply-sync). A thread
 * counts when it is on one of the projects, has the bidder among its members (when listed) and
 * was started by someone else: the client wrote first, at the thread's creation.
 */
export async function repliedProjects(api: FreelancerApiClient, input: ReplyQuery): Promise<ReadonlyMap<string, Date>> {
  const wanted = [...new Set(input.projectIds)].filter((id) => /^\d+$/.test(id));
  const replied = new Map<string, Date>();
  for (let start = 0; start < wanted.length; start += PAGE) {
    const ids = wanted.slice(start, start + PAGE);
    const query: FreelancerQuery = [
      ['context_type', 'project'],
      ...ids.map((id) => ['contexts[]', id] as const),
      ['limit', PAGE],
    ];
    const result = await api.call(
      'repliedProjects',
      input.token,
      'GET',
      '/messages/0.1/threads/',
      query,
      threadListSchema,
    );
    for (const thread of result.threads) {
      const reply = clientReply(thread, input.bidderId);
      if (reply === null || !ids.includes(reply.projectId)) continue;
      const earlier = replied.get(reply.projectId);
      if (earlier === undefined || reply.at < earlier) replied.set(reply.projectId, reply.at);
    }
  }
  return replied;
}

/** The project and time of a thread the client started with the bidder, or null when it is not one. */
function clientReply(
  entry: FreelancerThread,
  bidderId: string,
): { readonly projectId: string; readonly at: Date } | null {
  const facts = { ...entry, ...entry.thread };
  const context = facts.context;
  if (context?.type !== 'project' || context.id === null || context.id === undefined) return null;
  if (facts.owner === null || facts.owner === undefined || facts.owner === bidderId) return null;
  if (facts.members !== null && facts.members !== undefined && !facts.members.includes(bidderId)) return null;
  const seconds = facts.time_created ?? entry.time_updated ?? facts.time_updated;
  if (seconds === null || seconds === undefined) return null;
  return { projectId: context.id, at: new Date(seconds * 1000) };
}
