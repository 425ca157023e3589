/** A toast a transition asks for; `info` is react-hot-toast's plain toast. */
export interface PaymentToast {
  readonly tone: 'success' | 'error' | 'info';
  readonly text: string;
}

/**
 * One transition of a payment page: the state it leads to, the toast it shows and the call it
 * starts (whose answer comes back as the next event). Pure data, so every path is unit-tested
 * without React, timers or a server.
 */
export interface Step<State, Call> {
  readonly state: State;
  readonly toast?: PaymentToast;
  readonly call?: Call;
}
