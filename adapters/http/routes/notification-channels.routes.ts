import type Router from '@koa/router';
import type { MessageResponse } from '../../../contract/common.js';
import {
  EmailChannelBody,
  SlackChannelBody,
  toTelegramLinkResponse,
  type ChannelsResponse,
  type TelegramLinkResponse,
} from '../../../contract/notification-channels.js';
import type { User } from '../../../core/domain/users/user.js';
import { DEFAULT_RATE_LIMITS, type ApiDependencies } from '../api-dependencies.js';
import { currentUser, type AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';
import { routeLimiter } from './route-limiter.js';

/**
 * Where the signed-in user's notifications leave BidPilot (docs/design.md#channels): e-mail on or
 * off, a Slack webhook URL, a Telegram chat linked with a one-time code. Each change answers the
 * channels as they are now. Only the user's own channels: there is no id in these paths.
 */
export function notificationChannelsRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes(deps.resolveSession);
  const channels = deps.useCases.channels;
  const tests = routeLimiter(
    deps,
    'channel-tests-user',
    (deps.rateLimits ?? DEFAULT_RATE_LIMITS).channelTestsPerUser,
    10 * 60_000,
  );
  const answer = async (user: User): Promise<ChannelsResponse> => ({
    success: true,
    channels: await channels.list(user),
  });

  signedIn.on(endpoints.channels.list, async (ctx) => {
    ctx.body = await answer(currentUser(ctx));
  });

  signedIn.on(endpoints.channels.setEmail, async (ctx) => {
    const { enabled } = EmailChannelBody.parse(ctx.request.body);
    await channels.setEmail(currentUser(ctx), enabled);
    ctx.body = await answer(currentUser(ctx));
  });

  signedIn.on(endpoints.channels.setSlack, async (ctx) => {
    const { webhookUrl } = SlackChannelBody.parse(ctx.request.body);
    await channels.setSlack(currentUser(ctx), webhookUrl);
    // The URL is a secret: the log says that it changed, never what it is.
    deps.logger.info({ userId: currentUser(ctx).id, channel: 'slack' }, 'notification channel linked');
    ctx.body = await answer(currentUser(ctx));
  });

  signedIn.on(endpoints.channels.removeSlack, async (ctx) => {
    await channels.remove(currentUser(ctx), 'slack');
    ctx.body = await answer(currentUser(ctx));
  });

  signedIn.on(endpoints.channels.testSlack, async (ctx) => {
    await tests.admit(currentUser(ctx).id, 'test messages');
    await channels.sendTest(currentUser(ctx), 'slack');
    ctx.body = { success: true, message: 'Test message sent to Slack' } satisfies MessageResponse;
  });

  signedIn.on(endpoints.channels.linkTelegram, async (ctx) => {
    ctx.body = toTelegramLinkResponse(
      await channels.startTelegramLink(currentUser(ctx)),
    ) satisfies TelegramLinkResponse;
  });

  signedIn.on(endpoints.channels.testTelegram, async (ctx) => {
    await tests.admit(currentUser(ctx).id, 'test messages');
    await channels.sendTest(currentUser(ctx), 'telegram');
    ctx.body = { success: true, message: 'Test message sent to Telegram' } satisfies MessageResponse;
  });

  signedIn.on(endpoints.channels.unlinkTelegram, async (ctx) => {
    await channels.remove(currentUser(ctx), 'telegram');
    ctx.body = await answer(currentUser(ctx));
  });
  return router;
}
