import type { LiveEventMessage } from '@contract/events';
import { API_BASE } from './api-client';

/**
 * Opens the signed-in user's live event stream (GET /api/events?token=…; EventSource cannot send
 * headers) and hands every JSON message to `onMessage`. Returns the function that closes it.
 */
export function subscribeLiveEvents(token: string, onMessage: (message: LiveEventMessage) => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(`${API_BASE}/events?token=${encodeURIComponent(token)}`);
  source.onmessage = (event: MessageEvent<string>) => {
    try {
      onMessage(JSON.parse(event.data) as LiveEventMessage);
    } catch {
      console.error('Ignored a live event that is not JSON');
    }
  };
  return () => source.close();
}
