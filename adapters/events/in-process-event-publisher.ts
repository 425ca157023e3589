import type { EventPublisher, UserEvent, UserEventListener } from '../../core/ports/event-publisher.port.js';

/** Delivers events to subscribers of this process only: the single-process default. */
export class InProcessEventPublisher implements EventPublisher {
  private readonly listeners = new Map<string, Set<UserEventListener>>();

  async publish(event: UserEvent): Promise<void> {
    this.deliver(event);
  }

  subscribe(userId: string, listener: UserEventListener): () => void {
    const set = this.listeners.get(userId) ?? new Set<UserEventListener>();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      // A repeated call must not drop a newer set made for later subscribers of this user.
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  /** Hands an event to this process's listeners; a throwing listener does not stop the others. */
  deliver(event: UserEvent): void {
    for (const listener of [...(this.listeners.get(event.userId) ?? [])]) {
      try {
        listener(event.data);
      } catch {
        // One broken stream must not cut the others off.
      }
    }
  }

  subscriberCount(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
