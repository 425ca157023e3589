import type Router from '@koa/router';
import { normalizeEmail } from '../../../core/domain/users/user.js';
import {
  AdminMessageParams,
  AdminMessagesQuery,
  ContactBody,
  adminMessagesPagination,
  toContactMessageWire,
  type AdminMessagesResponse,
  type ContactResponse,
  type MarkMessageHandledResponse,
} from '../../../contract/contact.js';
import { InMemoryRateLimitStore } from '../../rate-limits/in-memory-rate-limit-store.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { RateLimiter } from '../middleware/rate-limiter.js';
import { rateLimitSubject } from '../rate-limit-subject.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';

const HOUR = 60 * 60_000;
/** Messages an hour from one client address, and for one sender address from anywhere: enough for a person, too few for a spammer. */
export const CONTACT_PER_IP_PER_HOUR = 5;
export const CONTACT_PER_EMAIL_PER_HOUR = 3;

/**
 * The public contact form (docs/design.md#contact-messages), limited per client address and per
 * sender address, and the admins' inbox of what it sent.
 */
export function contactRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, anyone, admin } = apiRoutes(deps.resolveSession);
  const store = deps.rateLimitStore ?? new InMemoryRateLimitStore();
  const limiter = (name: string, limit: number) =>
    new RateLimiter({ name, limit, windowMs: HOUR, store, clock: deps.clock });
  const perIp = limiter('contact-ip', CONTACT_PER_IP_PER_HOUR);
  const perEmail = limiter('contact-email', CONTACT_PER_EMAIL_PER_HOUR);
  const { contact } = deps.useCases;

  anyone.on(endpoints.contact.send, async (ctx) => {
    await perIp.admit(rateLimitSubject(ctx.ip), 'messages');
    const body = ContactBody.parse(ctx.request.body);
    await perEmail.admit(normalizeEmail(body.email), 'messages');
    await contact.send(body);
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
    } satisfies ContactResponse;
  });

  admin.on(endpoints.contact.messages, async (ctx) => {
    const { page, limit } = AdminMessagesQuery.parse(ctx.query);
    const messages = await contact.inbox(page, limit);
    ctx.body = {
      success: true,
      messages: messages.items.map(toContactMessageWire),
      open: messages.open,
      pagination: adminMessagesPagination(page, limit, messages.total),
    } satisfies AdminMessagesResponse;
  });

  admin.on(endpoints.contact.markHandled, async (ctx) => {
    const message = await contact.markHandled(AdminMessageParams.parse(ctx.params).id);
    ctx.body = { success: true, message: toContactMessageWire(message) } satisfies MarkMessageHandledResponse;
  });

  return router;
}
