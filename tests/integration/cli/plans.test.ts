import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliHarness } from './cli-harness.js';

const required = [
  '--name',
  'Team',
  '--monthly-price',
  '49.99',
  '--annual-price',
  '499',
  '--monthly-bids',
  '300',
  '--annual-bids',
  '3600',
];

describe('bidpilot plans', () => {
  let cli: CliHarness;
  beforeAll(async () => {
    cli = await CliHarness.start({}, 'memory');
  });
  afterAll(() => cli.close());

  it('lists every plan as a table, and as the API list with --json', async () => {
    const { out, failure } = await cli.runWith({ columns: 200 }, 'plans', 'list');
    expect(failure).toBeNull();
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^ID\s+Slug\s+Name\s+Monthly\s+Annual\s+Bids \(mo\/yr\)\s+Order\s+Popular\s+Active$/);
    expect(lines.slice(1).map((line) => line.split(/\s+/)[1])).toEqual(['starter', 'professional', 'enterprise']);
    const body = await cli.json('plans', 'list');
    expect((body.plans as { slug: string }[]).map((plan) => plan.slug)).toEqual([
      'starter',
      'professional',
      'enterprise',
    ]);
    expect(lines[1]).toContain((body.plans as { _id: string }[])[0]!._id);
  });

  it('keeps both prices, the bids and Active whole at 80 columns, however long a slug; the slug is cut before a price goes', async () => {
    const slug = 'enterprise-agency-unlimited-annual-x';
    expect(slug).toHaveLength(36);
    const created = await cli.run('plans', 'create', ...required, '--name', 'Enterprise agency', '--slug', slug);
    expect(created.failure).toBeNull();
    const { out, failure } = await cli.runWith({ columns: 80 }, 'plans', 'list');
    expect(failure).toBeNull();
    const lines = out.split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^Slug\s+.*Monthly\s+Annual\s+Bids \(mo\/yr\)\s+Active$/);
    expect(lines.find((line) => line.startsWith('enterprise-agency'))).toMatch(/\s\$49\.99\s+\$499\s+300\/3600\s+yes$/);
    expect(await cli.run('plans', 'delete', slug, '--yes')).toMatchObject({ failure: null });
  });

  it('creates a plan through the admin use case, unlimited with --unlimited', async () => {
    const body = await cli.json(
      'plans',
      'create',
      ...required,
      '--feature',
      'Priority support',
      '--feature',
      'Team seats',
      '--popular',
    );
    expect(body).toMatchObject({
      message: 'Plan created successfully',
      plan: {
        slug: 'team',
        name: 'Team',
        monthlyPriceUsd: 49.99,
        annualPriceUsd: 499,
        monthlyBids: 300,
        annualBids: 3600,
        features: ['Priority support', 'Team seats'],
        popular: true,
        active: true,
      },
    });
    const { out } = await cli.runWith(
      { columns: 200 },
      'plans',
      'create',
      '--name',
      'Agency',
      '--monthly-price',
      '99',
      '--annual-price',
      '990',
      '--unlimited',
      '--inactive',
    );
    expect(out).toMatch(/agency\s+Agency\s+\$99\s+\$990\s+unlimited\/unlimited\s+\d+\s+no\s+no$/);
    expect(await cli.storage.plans.findBySlug('agency')).toMatchObject({
      monthlyBids: null,
      annualBids: null,
      active: false,
    });
  });

  it('refuses bad plans with the API messages and creates nothing', async () => {
    const before = (await cli.storage.plans.list()).length;
    const without = (flag: string) => {
      const args = [...required];
      args.splice(args.indexOf(flag), 2);
      return cli.run('plans', 'create', ...args);
    };
    expect(await without('--monthly-price')).toMatchObject({
      failure: { exitCode: 2, code: 'VALIDATION_FAILED', message: 'Monthly price is required' },
    });
    expect(await without('--annual-bids')).toMatchObject({
      failure: { exitCode: 2, message: 'Annual bids is required' },
    });
    expect(
      await cli.run('plans', 'create', ...required.slice(0, -2), '--annual-bids', '-1', '--slug', 'neg'),
    ).toMatchObject({ failure: { exitCode: 2, message: 'Annual bids cannot be negative' } });
    expect(await cli.run('plans', 'create', ...required, '--monthly-price', '1.234', '--slug', 'odd')).toMatchObject({
      failure: { message: 'Monthly price must be a number from 0 to 1000000 with at most 2 decimals' },
    });
    expect(await cli.run('plans', 'create', ...required, '--slug', 'Bad Slug')).toMatchObject({
      failure: { message: 'Slug may contain only lower-case letters, digits and single dashes between them' },
    });
    expect(await cli.run('plans', 'create', ...required, '--unlimited')).toMatchObject({
      failure: { exitCode: 2, code: 'USAGE' },
    });
    expect(await cli.run('plans', 'create', ...required.slice(2), '--name', 'Starter')).toMatchObject({
      failure: { exitCode: 1, code: 'PLAN_ALREADY_EXISTS' },
    });
    expect(await cli.storage.plans.list()).toHaveLength(before);
  });

  it('updates the given fields by id or slug, and deactivates instead of deleting a plan someone holds', async () => {
    const created = await cli.json(
      'plans',
      'create',
      '--name',
      'Solo',
      '--monthly-price',
      '5',
      '--annual-price',
      '50',
      '--monthly-bids',
      '10',
      '--annual-bids',
      '120',
    );
    const id = (created.plan as { _id: string })._id;
    const updated = await cli.json('plans', 'update', 'solo', '--monthly-price', '7.5', '--order', '9');
    expect(updated).toMatchObject({
      message: 'Plan updated successfully',
      plan: { _id: id, monthlyPriceUsd: 7.5, order: 9, annualPriceUsd: 50, name: 'Solo' },
    });
    expect(await cli.run('plans', 'update', 'no-such-plan', '--order', '1')).toMatchObject({
      failure: { exitCode: 1, code: 'PLAN_NOT_FOUND', message: 'Plan not found' },
    });

    const holder = await cli.aUser('Plan Holder');
    await cli.storage.users.update(holder.id, { currentPlan: 'solo', planStatus: 'active' });
    expect(await cli.json('plans', 'delete', id, '--yes')).toEqual({
      success: true,
      message: 'Plan deactivated: it has users or payments',
      deactivated: true,
    });
    expect(await cli.storage.plans.findById(id)).toMatchObject({ active: false });
    expect(await cli.run('plans', 'delete', 'team')).toMatchObject({ failure: { exitCode: 2, code: 'USAGE' } });
    expect(await cli.json('plans', 'delete', 'team', '--yes')).toEqual({
      success: true,
      message: 'Plan deleted successfully',
      deleted: true,
    });
    expect(await cli.storage.plans.findBySlug('team')).toBeNull();
  });
});
