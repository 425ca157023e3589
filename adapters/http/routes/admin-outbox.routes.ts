import type Router from '@koa/router';
import {
  OutboxMailParams,
  OutboxQuery,
  toOutboxMail,
  toOutboxMailSummary,
  type OutboxMailDetailResponse,
  type OutboxResponse,
} from '../../../contract/admin-outbox.js';
import { pagination } from '../../../contract/common.js';
import { notFound } from '../../../core/domain/errors.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

/**
 * The built-in mail outbox (docs/design.md#channels), for admins: the mails that went nowhere
 * else because SMTP_URL is not set. With SMTP the outbox stays empty and the list says so.
 */
export function adminOutboxRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, admin } = apiRoutes(deps.resolveSession);
  const outbox = deps.useCases.admin.outbox;

  admin.on(endpoints.adminOutbox.list, async (ctx) => {
    const query = OutboxQuery.parse(ctx.query);
    const page = await outbox.list(query);
    ctx.body = {
      success: true,
      mails: page.items.map(toOutboxMailSummary),
      pagination: pagination(query.page, query.limit, page.total),
    } satisfies OutboxResponse;
  });

  admin.on(endpoints.adminOutbox.mail, async (ctx) => {
    // A malformed id names no mail: the same 404 as an unknown one.
    const params = OutboxMailParams.safeParse(ctx.params);
    if (!params.success) throw notFound('MAIL_NOT_FOUND', 'Mail');
    ctx.body = {
      success: true,
      mail: toOutboxMail(await outbox.read(params.data.mailId)),
    } satisfies OutboxMailDetailResponse;
  });
  return router;
}
