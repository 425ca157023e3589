import { describe, expect, it } from 'vitest';
import { publicOriginFor } from './public-origin.js';

describe('publicOriginFor', () => {
  it('sends another loopback name of the same port to the public address', () => {
    expect(publicOriginFor('http://localhost:3000', '127.0.0.1:3000')).toBe('http://localhost:3000');
    expect(publicOriginFor('http://localhost:3000', '[::1]:3000')).toBe('http://localhost:3000');
    expect(publicOriginFor('http://localhost:3000', '127.1.2.3:3000')).toBe('http://localhost:3000');
    expect(publicOriginFor('http://127.0.0.1:4100/', 'LOCALHOST:4100')).toBe('http://127.0.0.1:4100');
  });

  it('leaves the public address itself alone, in any letter case', () => {
    expect(publicOriginFor('http://localhost:3000', 'localhost:3000')).toBeNull();
    expect(publicOriginFor('http://localhost:3000', 'LocalHost:3000')).toBeNull();
  });

  it('leaves another port alone: that is another server', () => {
    expect(publicOriginFor('http://localhost:3000', '127.0.0.1:3001')).toBeNull();
    expect(publicOriginFor('http://localhost:3000', '127.0.0.1')).toBeNull();
  });

  it('never redirects a server on a real domain, nor to a name the Host header chose', () => {
    expect(publicOriginFor('https://bidpilot.example.com', '127.0.0.1')).toBeNull();
    expect(publicOriginFor('http://localhost:3000', 'evil.example:3000')).toBeNull();
    expect(publicOriginFor('http://localhost:3000', '127.0.0.1.evil.example:3000')).toBeNull();
    expect(publicOriginFor('http://localhost:3000', 'localhost@evil.example:3000')).toBeNull();
    expect(publicOriginFor('http://localhost:3000', '')).toBeNull();
    expect(publicOriginFor('http://localhost:3000', 'local host:3000')).toBeNull();
    expect(publicOriginFor(undefined, '127.0.0.1:3000')).toBeNull();
  });
});
