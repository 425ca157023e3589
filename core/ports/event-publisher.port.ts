/** A change to a user that signed-in browsers merge into their copy of the user. */
export interface UserEvent {
  readonly userId: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export type UserEventListener = (data: Readonly<Record<string, unknown>>) => void;

/** Fans user events out to every server process's subscribers. Delivery is best effort. */
export interface EventPublisher {
  publish(event: UserEvent): Promise<void>;
  /** Listens to one user's events until the returned function is called. */
  subscribe(userId: string, listener: UserEventListener): () => void;
  close(): Promise<void>;
}
