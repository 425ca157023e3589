import { describe, expect, it } from 'vitest';
import { marketplaceSiteFor } from './marketplace-site.js';

describe('marketplaceSiteFor', () => {
  it.each([
    // Freelancer production, however the root is spelled.
    ['https://www.freelancer.com/api', 'https://www.freelancer.com'],
    ['https://www.freelancer.com/api/', 'https://www.freelancer.com'],
    ['https://freelancer.com/api', 'https://www.freelancer.com'],
    ['https://WWW.Freelancer.com/api', 'https://www.freelancer.com'],
    // Freelancer's sandbox: links go to the sandbox site, never to production.
    ['https://www.freelancer-sandbox.com/api', 'https://www.freelancer-sandbox.com'],
    ['https://freelancer-sandbox.com/api/', 'https://www.freelancer-sandbox.com'],
    ['https://api-sandbox.freelancer.com', 'https://www.freelancer-sandbox.com'],
    // Anything else serves its projects beside its API.
    ['http://127.0.0.1:3000/sandbox/freelancer/api', 'http://127.0.0.1:3000/sandbox/freelancer'],
    ['http://localhost:4100/api/', 'http://localhost:4100'],
    ['https://proxy.example.com/freelancer', 'https://proxy.example.com/freelancer'],
    // Look-alike hosts are not Freelancer's.
    ['https://freelancer.com.evil.example/api', 'https://freelancer.com.evil.example'],
    ['https://notfreelancer.com/api', 'https://notfreelancer.com'],
  ])('%s shows projects on %s', (apiBaseUrl, site) => {
    expect(marketplaceSiteFor(apiBaseUrl)).toBe(site);
  });
});
