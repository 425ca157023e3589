import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { PaymentToast, Step } from './step';

/** One toast per text at a time: a second check finding the same thing refreshes it instead of stacking. */
export function showPaymentToast({ tone, text }: PaymentToast): void {
  const options = { id: text };
  if (tone === 'success') toast.success(text, options);
  else if (tone === 'error') toast.error(text, options);
  else toast(text, options);
}

export interface StepMachine<State, Event> {
  readonly state: State;
  /** Stable for the page's life. */
  readonly send: (event: Event) => void;
}

/**
 * Runs a payment page's machine: applies each step (state, toast, call) and feeds the call's
 * answer back as the next event. The opening step runs once, also under React's development
 * double effects (refs outlive them), so no call is ever sent twice; answers that arrive after
 * the page was left are dropped, so nothing further is started. `perform` never rejects: it turns
 * a failed call into an event.
 */
export function useStepMachine<State, Event, Call>(
  start: () => Step<State, Call>,
  next: (state: State, event: Event) => Step<State, Call>,
  perform: (call: Call) => Promise<Event>,
): StepMachine<State, Event> {
  const [opening] = useState(start);
  const [state, setState] = useState(opening.state);
  const current = useRef(opening.state);
  const live = useRef(false);
  const started = useRef(false);
  const latestPerform = useRef(perform);
  useEffect(() => {
    latestPerform.current = perform;
  });

  const [machine] = useState(() => {
    const apply = (step: Step<State, Call>): void => {
      current.current = step.state;
      setState(step.state);
      if (step.toast !== undefined) showPaymentToast(step.toast);
      if (step.call !== undefined) void latestPerform.current(step.call).then(send);
    };
    const send = (event: Event): void => {
      if (live.current) apply(next(current.current, event));
    };
    return { apply, send };
  });

  useEffect(() => {
    live.current = true;
    if (!started.current) {
      started.current = true;
      machine.apply(opening);
    }
    return () => {
      live.current = false;
    };
  }, [machine, opening]);

  return { state, send: machine.send };
}
