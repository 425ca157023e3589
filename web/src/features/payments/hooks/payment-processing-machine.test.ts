import { describe, expect, it } from 'vitest';
import { completedPayment } from '@/testing/payment-data';
import {
  nextProcessingState,
  startProcessing,
  type ProcessingEvent,
  type ProcessingState,
} from './payment-processing-machine';

const paid = completedPayment();
const waiting: ProcessingState = { kind: 'processing', verifying: false };
const verifying: ProcessingState = { kind: 'processing', verifying: true };
const pending: ProcessingState = { kind: 'pending', checking: false };

describe('the processing page’s state machine', () => {
  it('opens processing (no call before the delay), or in error without a payment id', () => {
    expect(startProcessing('BP-1')).toEqual({ state: waiting });
    expect(startProcessing(null)).toEqual({ state: { kind: 'missing' } });
  });

  it('verifies once the delay is over, only once', () => {
    expect(nextProcessingState(waiting, { type: 'delayElapsed' })).toEqual({ state: verifying, call: 'verify' });
    expect(nextProcessingState(verifying, { type: 'delayElapsed' })).toEqual({ state: verifying });
  });

  it.each<[string, ProcessingEvent, ProcessingState]>([
    [
      'completed',
      { type: 'verified', outcome: { status: 'completed', payment: paid } },
      { kind: 'success', payment: paid },
    ],
    ['pending', { type: 'verified', outcome: { status: 'pending', message: 'x' } }, pending],
    ['failed', { type: 'verified', outcome: { status: 'failed', message: 'x' } }, { kind: 'error' }],
    ['cancelled', { type: 'verified', outcome: { status: 'cancelled', message: 'x' } }, { kind: 'error' }],
    ['not found (404)', { type: 'verifyFailed', status: 404 }, pending],
    ['refused (500)', { type: 'verifyFailed', status: 500 }, { kind: 'error' }],
    ['unanswered', { type: 'verifyFailed', status: null }, { kind: 'error' }],
  ])('after verify finds it %s', (_, event, state) => {
    expect(nextProcessingState(verifying, event)).toEqual({ state });
  });

  it('checks a pending payment again, with a toast when it is still pending', () => {
    const checking = nextProcessingState(pending, { type: 'checkStatus' });
    expect(checking).toEqual({ state: { kind: 'pending', checking: true }, call: 'verify' });
    expect(nextProcessingState(checking.state, { type: 'checkStatus' })).toEqual({ state: checking.state });
    expect(
      nextProcessingState(checking.state, { type: 'verified', outcome: { status: 'pending', message: 'x' } }),
    ).toEqual({
      state: pending,
      toast: { tone: 'info', text: 'Payment is being processed. Please wait...' },
    });
    expect(
      nextProcessingState(checking.state, { type: 'verified', outcome: { status: 'completed', payment: paid } }),
    ).toEqual({ state: { kind: 'success', payment: paid } });
  });

  it('ignores events that do not fit', () => {
    for (const state of [
      { kind: 'missing' },
      { kind: 'error' },
      { kind: 'success', payment: paid },
      waiting,
    ] as ProcessingState[]) {
      expect(nextProcessingState(state, { type: 'verifyFailed', status: 500 })).toEqual({ state });
      expect(nextProcessingState(state, { type: 'checkStatus' })).toEqual({ state });
    }
  });
});
