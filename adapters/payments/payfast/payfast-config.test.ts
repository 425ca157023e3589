import { describe, expect, it } from 'vitest';
import { payFastApiUrl } from './payfast-config.js';

describe('payFastApiUrl', () => {
  it("is PayFast's one REST API host for its live and sandbox process hosts", () => {
    expect(payFastApiUrl('https://www.payfast.co.za')).toBe('https://api.payfast.co.za');
    expect(payFastApiUrl('https://sandbox.payfast.co.za')).toBe('https://api.payfast.co.za');
  });

  it('is /api below any other host, where the simulator serves it; a look-alike host is another host', () => {
    expect(payFastApiUrl('http://127.0.0.1:4100/sandbox/payfast')).toBe('http://127.0.0.1:4100/sandbox/payfast/api');
    expect(payFastApiUrl('https://payfast.co.za.evil.example')).toBe('https://payfast.co.za.evil.example/api');
  });
});
