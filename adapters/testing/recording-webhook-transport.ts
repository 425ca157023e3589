import type { AttemptResult } from '../../core/domain/webhooks/webhook.js';
import type { SignedWebhookRequest, WebhookTransport } from '../../core/ports/webhook-transport.port.js';

/** A transport for tests: records every request and answers the scripted results in turn, repeating the last (204 by default). */
export class RecordingWebhookTransport implements WebhookTransport {
  readonly sent: SignedWebhookRequest[] = [];
  private readonly results: AttemptResult[];

  constructor(results: readonly AttemptResult[] = [{ kind: 'answered', status: 204 }]) {
    this.results = [...results];
  }

  async send(request: SignedWebhookRequest): Promise<AttemptResult> {
    this.sent.push(request);
    return (this.results.length > 1 ? this.results.shift() : this.results[0]) ?? { kind: 'answered', status: 204 };
  }
}
