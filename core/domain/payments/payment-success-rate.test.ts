import { describe, expect, it } from 'vitest';
import { paymentSuccessRate } from './payment-success-rate.js';

describe('paymentSuccessRate', () => {
  it('counts completed among decided payments only: pending ones are left out', () => {
    expect(paymentSuccessRate({ completedPayments: 3, failedPayments: 0, cancelledPayments: 1 })).toBe(75);
    expect(paymentSuccessRate({ completedPayments: 1, failedPayments: 1, cancelledPayments: 1 })).toBe(33.3);
    expect(paymentSuccessRate({ completedPayments: 2, failedPayments: 1, cancelledPayments: 0 })).toBe(66.7);
  });

  it('counts a cancelled payment as not a success', () => {
    expect(paymentSuccessRate({ completedPayments: 1, failedPayments: 0, cancelledPayments: 1 })).toBe(50);
  });

  it('is 0 while nothing is decided', () => {
    expect(paymentSuccessRate({ completedPayments: 0, failedPayments: 0, cancelledPayments: 0 })).toBe(0);
  });
});
