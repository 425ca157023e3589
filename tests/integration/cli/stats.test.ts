import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliHarness } from './cli-harness.js';

describe('bidpilot stats', () => {
  let cli: CliHarness;
  beforeAll(async () => {
    cli = await CliHarness.start({}, 'memory');
  });
  afterAll(() => cli.close());

  it('prints the dashboard numbers as panels, and the API stats body with --json', async () => {
    const user = await cli.aUser('Stats User');
    await cli.aUser('Stats Admin', 'admin');
    await cli.aBid(user.id, 'accepted', 'Won');
    await cli.aBid(user.id, 'submitted', 'Waiting');
    await cli.aBid(user.id, 'failed', 'Broken');
    const { out, failure } = await cli.run('stats');
    expect(failure).toBeNull();
    expect(out).toMatch(/Users\nTotal\s+2\nActive\s+2\nSubscribed\s+0\nAdmins\s+1/);
    expect(out).toMatch(/Bids\nTotal\s+3\nSubmitted\s+1\nSuccessful\s+1\nFailed\s+1\nSuccess rate\s+\d+(\.\d)?%/);
    expect(out).toMatch(/System health\nScore\s+\d+ \((Healthy|Warning|Critical)\)/);
    // The chart's shares with Other, for the bids in none of the three: none here.
    expect(out).toMatch(/Successful\s+33\.3%\nSubmitted\s+33\.3%\nFailed\s+33\.3%\nOther\s+0\.0%/);
    const body = await cli.json('stats');
    expect(body).toMatchObject({
      success: true,
      stats: {
        users: { total: 2, admin: 1 },
        bids: { total: 3, successful: 1, failed: 1 },
        health: { label: expect.any(String) },
      },
    });
    expect(out).toContain(`Score       ${(body.stats as { health: { score: number } }).health.score}`);
  });
});
