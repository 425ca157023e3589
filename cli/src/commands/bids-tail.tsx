import { toLiveUpdateMessage, type LiveUpdateMessage } from '../../../contract/events.js';
import type { CliDeps } from '../context.js';
import { displayOf, renderView } from '../output.js';
import { dateText } from '../ui/display.js';
import { Message } from '../ui/message.js';
import { terminalSafe } from '../ui/terminal-safe.js';
import { isJson, type JsonOption } from './common.js';
import { namedUser, resolveNamedUser } from './named-user.js';
import { aborted, runUntilSignalled } from './until-signalled.js';

/** One live event as one line: what happened, in the words the screens use. */
export function describeLiveEvent(message: LiveUpdateMessage): string {
  const parts: string[] = [];
  if (message.bid !== undefined)
    parts.push(`bid ${message.bid.status}: ${message.bid.projectTitle} (project ${message.bid.projectId})`);
  const { inbox, autobidPause } = message;
  if (inbox !== undefined)
    parts.push(
      inbox.latest === null
        ? `inbox: ${inbox.unreadCount} unread`
        : `notification ${inbox.latest.kind}: ${inbox.latest.title}`,
    );
  if (autobidPause !== undefined && autobidPause !== null) parts.push(`autobidding paused: ${autobidPause.message}`);
  if (message.notice !== undefined) parts.push(`notice: ${message.notice}`);
  if (message.availableBids !== undefined)
    parts.push(`bids left: ${message.unlimitedBids === true ? 'unlimited' : message.availableBids}`);
  if (message.isActive !== undefined) parts.push(`autobidding ${message.isActive ? 'on' : 'off'}`);
  if (message.planStatus !== undefined) parts.push(`plan ${message.planStatus}`);
  return parts.length === 0 ? 'update' : parts.join('; ');
}

/** `bids tail`'s options: --user is the user argument under its older name. */
export interface TailOptions extends JsonOption {
  readonly user?: string;
}

/**
 * `bids tail <user>` (or `--user <user>`, an id or an e-mail): the user's live events (bids decided,
 * notifications, pauses, bids left) one line each as they arrive, until Ctrl-C. Across processes on
 * Postgres; on SQLite the stream is this process's own (docs/design.md#notifications).
 */
export async function tailBids(deps: CliDeps, argument: string | undefined, options: TailOptions): Promise<void> {
  const named = namedUser(argument, options.user, 'bids tail');
  await runUntilSignalled(deps.stopSignal, (signal) =>
    deps.watchEvents(async (watch, useCases) => {
      const user = await resolveNamedUser(useCases, named);
      if (!isJson(options))
        deps.print(
          renderView(<Message text={`Following ${user.email}'s live events. Stop with Ctrl-C.`} />, displayOf(deps)),
        );
      const unsubscribe = watch(user.id, (data) => {
        const message = toLiveUpdateMessage(data);
        // Keys the contract does not know are dropped: a message left empty says nothing.
        if (message === null || Object.keys(message).length === 0) return;
        const at = new Date();
        deps.print(
          isJson(options)
            ? JSON.stringify({ at: at.toISOString(), userId: user.id, event: message })
            : terminalSafe(`${dateText(displayOf(deps).dates, at)}  ${describeLiveEvent(message)}`),
        );
      });
      try {
        await aborted(signal);
      } finally {
        unsubscribe();
      }
    }),
  );
}
