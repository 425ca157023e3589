import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { isPrivateAddress, type AttemptResult } from '../../core/domain/webhooks/webhook.js';
import type { SignedWebhookRequest, WebhookTransport } from '../../core/ports/webhook-transport.port.js';

export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

export interface HttpWebhookTransportOptions {
  /** Offline only: lets the built-in receiver and local tools on loopback or a private network be called. */
  readonly allowPrivateAddresses: boolean;
  /** The whole attempt, connection to answer (WEBHOOK_TIMEOUT_SECONDS). */
  readonly timeoutMs?: number;
  /** Sent as User-Agent, so receivers can tell BidPilot's calls apart. */
  readonly userAgent?: string;
}

/** Thrown inside the lookup when a name resolves to an address that may not be called. */
class RefusedAddressError extends Error {
  readonly code = 'EREFUSEDADDRESS';
}

/**
 * Signs with the Standard Webhooks reference library (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>`) and POSTs with node's own
 * client: redirects are never followed (a 3xx is an answer, retried), the answer's body is never
 * read (only its status matters, so a huge or endless body costs nothing), and the attempt ends
 * after the timeout. Outside offline mode the name is resolved here and every address it gives
 * is checked before connecting, on the very connection made: a name that resolves to a private,
 * loopback or link-local address is refused (SSRF, DNS rebinding included).
 */
export class HttpWebhookTransport implements WebhookTransport {
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpWebhookTransportOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  }

  async send(message: SignedWebhookRequest): Promise<AttemptResult> {
    let url: URL;
    try {
      url = new URL(message.url);
    } catch {
      return { kind: 'refused', error: 'The endpoint URL is not a valid address' };
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && this.options.allowPrivateAddresses)) {
      return { kind: 'refused', error: 'The endpoint URL must use https' };
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // Node skips the lookup for a literal address, so a literal one is judged here.
    if (!this.options.allowPrivateAddresses && isIP(host) !== 0 && isPrivateAddress(host)) return refusedAddress();

    const signature = new Webhook(message.secret).sign(message.messageId, message.timestamp, message.body);
    const headers = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(message.body)),
      'user-agent': this.options.userAgent ?? 'BidPilot-Webhooks/1.0',
      'webhook-id': message.messageId,
      'webhook-timestamp': String(Math.floor(message.timestamp.getTime() / 1000)),
      'webhook-signature': signature,
    };
    const requestOptions: RequestOptions = {
      method: 'POST',
      headers,
      timeout: this.timeoutMs,
      lookup: this.options.allowPrivateAddresses ? undefined : guardedLookup,
    };
    return new Promise<AttemptResult>((resolve) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(url, requestOptions, (response: IncomingMessage) => {
        resolve({ kind: 'answered', status: response.statusCode ?? 0 });
        response.destroy();
        request.destroy();
      });
      const deadline = setTimeout(
        () => request.destroy(new Error(`No answer within ${this.timeoutMs / 1000} s`)),
        this.timeoutMs,
      );
      request.on('timeout', () => request.destroy(new Error(`No answer within ${this.timeoutMs / 1000} s`)));
      request.on('close', () => clearTimeout(deadline));
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error instanceof RefusedAddressError || error.code === 'EREFUSEDADDRESS') resolve(refusedAddress());
        else resolve({ kind: 'unreachable', error: describeNetworkError(error) });
      });
      request.end(message.body);
    });
  }
}

const refusedAddress = (): AttemptResult => ({
  kind: 'refused',
  error: 'The endpoint resolves to a private, loopback or link-local address, which BidPilot never calls',
});

/** dns.lookup, failing when any address the name gives is one that may not be called. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupAllOptions), all: true }, (error, addresses: LookupAddress[]) => {
    if (error !== null) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address)))
      return callback(new RefusedAddressError('refused address'), '', 0);
    if ((options as LookupAllOptions).all === true)
      return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

/** The error's kind for the delivery log, without any detail of the request (never the secret). */
function describeNetworkError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return "The endpoint's host name could not be resolved";
    case 'ECONNREFUSED':
      return 'The endpoint refused the connection';
    case 'ECONNRESET':
      return 'The endpoint closed the connection';
    default:
      return error.message.startsWith('No answer within')
        ? error.message
        : `Could not reach the endpoint (${error.code ?? 'network error'})`;
  }
}
