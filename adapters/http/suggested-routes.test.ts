import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/domain/errors.js';
import { apiMessage } from './suggested-routes.js';

describe('apiMessage', () => {
  it('adds the route of the use case a refusal suggests instead', () => {
    const error = new DomainError('VALIDATION_FAILED', 'Free: activate it with a plan purchase', {
      field: 'planId',
      instead: 'purchase-plan',
    });
    expect(apiMessage(error)).toBe('Free: activate it with a plan purchase (POST /api/pricing/purchase)');
  });

  it('keeps the message of a refusal that suggests nothing, or something it does not know', () => {
    expect(apiMessage(new DomainError('VALIDATION_FAILED', 'Bad', { field: 'planId' }))).toBe('Bad');
    expect(apiMessage(new DomainError('VALIDATION_FAILED', 'Odd', { instead: 'toString' }))).toBe('Odd');
  });
});
