import { describe, expect, it } from 'vitest';
import type { PaymentRecord } from '../api/verify-payment';
import { completedPayment, testPayment } from '@/testing/payment-data';
import {
  nextSuccessState,
  startSuccess,
  SUCCESS_TOASTS,
  type SuccessEvent,
  type SuccessState,
} from './payment-success-machine';

const paid = completedPayment();
const verifying: SuccessState = { kind: 'verifying' };
const pending: SuccessState = { kind: 'pending', busy: null };

/** Runs events from a state, returning the last step. */
const run = (state: SuccessState, ...events: SuccessEvent[]) =>
  events.reduce((step, event) => nextSuccessState(step.state, event), { state } as ReturnType<typeof nextSuccessState>);

const statusOf = (status: PaymentRecord['status']): SuccessEvent => ({
  type: 'statusRead',
  payment: testPayment({ status }),
});

describe('the success page’s state machine', () => {
  it('opens by verifying, or refuses a missing reference with a toast and no call', () => {
    expect(startSuccess('BP-1')).toEqual({ state: verifying, call: 'verify' });
    expect(startSuccess(null)).toEqual({
      state: { kind: 'invalid' },
      toast: { tone: 'error', text: 'Invalid payment reference' },
    });
  });

  it('shows a verified payment as completed', () => {
    expect(nextSuccessState(verifying, { type: 'verified', outcome: { status: 'completed', payment: paid } })).toEqual({
      state: { kind: 'completed', payment: paid },
      toast: { tone: 'success', text: 'Payment verified and completed successfully!' },
    });
  });

  it.each(['pending', 'failed', 'cancelled'] as const)(
    'falls back to the simple completion when verify finds it %s',
    (status) => {
      const step = nextSuccessState(verifying, { type: 'verified', outcome: { status, message: 'x' } });
      expect(step).toEqual({ state: { kind: 'completing', finding: status }, call: 'completeSimple' });
    },
  );

  it('falls back to the simple completion when verify itself fails', () => {
    expect(nextSuccessState(verifying, { type: 'verifyFailed' })).toEqual({
      state: { kind: 'completing', finding: 'unknown' },
      call: 'completeSimple',
    });
  });

  it('completes through the fallback with its own toast', () => {
    expect(run(verifying, { type: 'verifyFailed' }, { type: 'completeSucceeded', payment: paid })).toEqual({
      state: { kind: 'completed', payment: paid },
      toast: { tone: 'success', text: 'Payment completed successfully!' },
    });
  });

  it('shows pending when the fallback fails on a payment verify found pending', () => {
    const step = run(
      verifying,
      { type: 'verified', outcome: { status: 'pending', message: 'x' } },
      { type: 'completeFailed' },
    );
    expect(step).toEqual({
      state: pending,
      toast: { tone: 'info', text: 'Payment is being processed. Please wait...' },
    });
  });

  it.each([
    ['failed', 'Payment failed. Please try again or contact support.'],
    ['cancelled', 'Payment was cancelled'],
  ] as const)('shows failed (no redirect) when the fallback fails on a %s payment', (status, text) => {
    const step = run(verifying, { type: 'verified', outcome: { status, message: 'x' } }, { type: 'completeFailed' });
    expect(step).toEqual({
      state: { kind: 'failed', finding: status, redirect: false },
      toast: { tone: 'error', text },
    });
  });

  it('shows failed with "Payment verification failed" when neither call worked', () => {
    const step = run(verifying, { type: 'verifyFailed' }, { type: 'completeFailed' });
    expect(step).toEqual({
      state: { kind: 'failed', finding: 'unknown', redirect: false },
      toast: { tone: 'error', text: 'Payment verification failed' },
    });
  });

  describe('pending', () => {
    it('checks the status, one call at a time', () => {
      const step = nextSuccessState(pending, { type: 'checkStatus' });
      expect(step).toEqual({ state: { kind: 'pending', busy: 'checking' }, call: 'status' });
      expect(nextSuccessState(step.state, { type: 'checkStatus' })).toEqual({ state: step.state });
      expect(nextSuccessState(step.state, { type: 'completeManually' })).toEqual({ state: step.state });
    });

    it.each([
      [
        'completed',
        { kind: 'completed', payment: testPayment({ status: 'completed' }) },
        { tone: 'success', text: SUCCESS_TOASTS.completed },
      ],
      ['pending', pending, { tone: 'info', text: SUCCESS_TOASTS.processing }],
      ['failed', { kind: 'failed', finding: 'failed', redirect: true }, { tone: 'error', text: SUCCESS_TOASTS.failed }],
      [
        'cancelled',
        { kind: 'failed', finding: 'cancelled', redirect: true },
        { tone: 'error', text: SUCCESS_TOASTS.cancelled },
      ],
    ] as const)('after a status check finding it %s', (status, state, toast) => {
      expect(run(pending, { type: 'checkStatus' }, statusOf(status))).toEqual({ state, toast });
    });

    it('stays pending when the status check fails', () => {
      expect(run(pending, { type: 'checkStatus' }, { type: 'statusFailed' })).toEqual({
        state: pending,
        toast: { tone: 'error', text: 'Unable to verify payment status' },
      });
    });

    it('completes manually, or says the manual completion failed', () => {
      expect(nextSuccessState(pending, { type: 'completeManually' })).toEqual({
        state: { kind: 'pending', busy: 'completing' },
        call: 'completeSimple',
      });
      expect(run(pending, { type: 'completeManually' }, { type: 'completeSucceeded', payment: paid })).toEqual({
        state: { kind: 'completed', payment: paid },
        toast: { tone: 'success', text: 'Payment manually completed!' },
      });
      expect(run(pending, { type: 'completeManually' }, { type: 'completeFailed' })).toEqual({
        state: pending,
        toast: { tone: 'error', text: 'Manual completion failed. Please contact support.' },
      });
    });

    it('ignores an answer to a call it did not make', () => {
      expect(
        nextSuccessState({ kind: 'pending', busy: 'checking' }, { type: 'completeSucceeded', payment: paid }),
      ).toEqual({ state: { kind: 'pending', busy: 'checking' } });
      expect(nextSuccessState(pending, statusOf('completed'))).toEqual({ state: pending });
    });
  });

  it('is final once completed or failed', () => {
    const done: SuccessState = { kind: 'completed', payment: paid };
    const failed: SuccessState = { kind: 'failed', finding: 'unknown', redirect: false };
    for (const state of [done, failed, { kind: 'invalid' } as const]) {
      for (const event of [{ type: 'checkStatus' }, { type: 'completeManually' }, { type: 'verifyFailed' }] as const)
        expect(nextSuccessState(state, event)).toEqual({ state });
    }
  });
});
