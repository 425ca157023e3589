import { describe, expect, it } from 'vitest';
import { rateLimitSubject } from './rate-limit-subject.js';

describe('rateLimitSubject', () => {
  it('counts an IPv4 address as itself, however the socket spelled it', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(rateLimitSubject('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one', () => {
    const subjects = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:0db8:0001:0002:0:0:0:7',
      '2001:db8:1:2::1.2.3.4',
      '2001:db8:1:2::9%eth0',
    ];
    expect(new Set(subjects.map(rateLimitSubject))).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps different /64s apart, including the ones :: abbreviates', () => {
    expect(rateLimitSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitSubject('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(rateLimitSubject('1:2:3:4:5:6:7:8')).toBe('1:2:3:4::/64');
  });

  it('counts what is not an address as given', () => {
    expect(rateLimitSubject('')).toBe('');
    expect(rateLimitSubject('unknown')).toBe('unknown');
  });
});
