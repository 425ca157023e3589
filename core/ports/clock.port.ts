export interface Clock {
  /** The current instant. Core never reads the system time directly. */
  now(): Date;
}
