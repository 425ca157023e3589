import type { IncomingMessage } from 'node:http';
import type { RouterMiddleware } from '@koa/router';
import type { ParameterizedContext } from 'koa';
import type { PaymentNotifyResponse } from '../../../contract/payments.js';
import type { NotificationOutcome } from '../../../core/use-cases/payments/handle-payment-notification.js';
import type { Logger } from '../../logging/logger.js';
import type { ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';

/** Notifications are a few hundred bytes; a body over this is refused unread (413), never taken in. */
export const NOTIFY_BODY_LIMIT = 16 * 1024;

/**
 * The body as sent, or 'too_large' when it is over `limit`: a declared Content-Length over it is
 * refused before a byte is read, and a chunked body stops being read at the limit, so nobody can
 * make the server buffer more than `limit`.
 */
function readRawBody(req: IncomingMessage, limit: number): Promise<string | 'too_large'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve('too_large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      req.pause();
      resolve('too_large');
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    }
    function onError(error: Error) {
      stop();
      reject(error);
    }
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** The posted form's fields in arrival order; null when the body is not a form the gateway would send. */
async function notificationFields(ctx: ParameterizedContext): Promise<[string, string][] | null | 'too_large'> {
  // Set only when the body parser ran here after all (an app built without the raw-body path).
  const parsed = (ctx.request as { rawBody?: string }).rawBody;
  const raw = parsed ?? (await readRawBody(ctx.req, NOTIFY_BODY_LIMIT));
  if (raw === 'too_large') return raw;
  if (raw.trim() === '' || !ctx.is('application/x-www-form-urlencoded')) return null;
  return [...new URLSearchParams(raw)];
}

const APPLIED: ReadonlySet<NotificationOutcome['kind']> = new Set([
  'completed',
  'failed',
  'cancelled',
  'still_pending',
  'replayed',
]);

/** The outcome and the sender's address only: the fields carry the buyer's details and the signature. */
function logOutcome(logger: Logger, outcome: NotificationOutcome, sourceIp: string): void {
  if (APPLIED.has(outcome.kind)) logger.info({ notification: outcome, sourceIp }, 'payment notification applied');
  else if (outcome.kind === 'not_granted')
    logger.warn({ notification: outcome, sourceIp }, 'payment notification not granted: an admin must act');
  else if (outcome.kind === 'second_charge')
    logger.warn({ notification: outcome, sourceIp }, 'payment charged twice: kept for an admin to refund');
  else logger.warn({ notification: outcome, sourceIp }, 'payment notification refused');
}

/**
 * PayFast resends every notification not answered 200 (docs/adr/0006). Whatever we could judge
 * (applied, refused, not a form, or kept for an admin because a rule will not grant it) is
 * answered 200 and logged. When PayFast could not confirm it
 * (503) or we failed ourselves (500, say the database is down), the resend delivers the buyer's
 * payment later. No session: the gateway's checks stand in for one.
 */
export function paymentNotifyHandler(deps: ApiDependencies): RouterMiddleware<AuthState> {
  const payments = deps.useCases.payments;
  return async (ctx) => {
    ctx.body = '' satisfies PaymentNotifyResponse;
    try {
      const fields = await notificationFields(ctx);
      if (fields === 'too_large') {
        deps.logger.warn(
          { contentLength: ctx.get('content-length') || null, sourceIp: ctx.ip },
          `payment notification refused: body over ${NOTIFY_BODY_LIMIT} bytes`,
        );
        // Unread bytes may follow: the connection is not reused for another request.
        ctx.set('Connection', 'close');
        ctx.status = 413;
        return;
      }
      if (fields === null) {
        deps.logger.warn(
          { contentType: ctx.get('content-type'), sourceIp: ctx.ip },
          'payment notification ignored: not a form',
        );
        ctx.status = 200;
        return;
      }
      if (fields.some(([name, value]) => name.includes('\u0000') || value.includes('\u0000'))) {
        // No gateway sends one (and Postgres refuses it in any text): judged here, never a 500 resent forever.
        deps.logger.warn({ sourceIp: ctx.ip }, 'payment notification refused: a field holds a NUL character');
        ctx.status = 200;
        return;
      }
      const outcome = await payments.handleNotification({ fields, sourceIp: ctx.ip });
      logOutcome(deps.logger, outcome, ctx.ip);
      ctx.status = outcome.kind === 'unconfirmed' ? 503 : 200;
    } catch (error) {
      deps.logger.error({ err: error }, 'payment notification failed: answered 500 so the gateway resends it');
      ctx.status = 500;
    }
  };
}
