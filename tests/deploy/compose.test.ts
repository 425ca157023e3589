import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeProblems, parseCompose } from './compose-checks.js';

const COMPOSE = readFileSync(new URL('../../compose.yaml', import.meta.url), 'utf8');

/** compose.yaml parsed, then changed by `edit` (the services' shared settings are resolved by then). */
function edited(
  edit: (compose: { services: Record<string, Record<string, unknown>>; [key: string]: unknown }) => void,
): unknown {
  const compose = structuredClone(parseCompose(COMPOSE)) as { services: Record<string, Record<string, unknown>> };
  edit(compose);
  return compose;
}

describe('compose.yaml', () => {
  it('is valid against the Compose specification and has the documented deployment shape', () => {
    expect(composeProblems(parseCompose(COMPOSE))).toEqual([]);
  });

  it('fails the schema on a key Compose does not know and on a wrong type', () => {
    expect(composeProblems(edited((compose) => (compose.services['api-1']!.imagee = 'x')))).toContain(
      'schema: /services/api-1 must NOT have additional properties',
    );
    expect(
      composeProblems(edited((compose) => (compose.services.postgres!.ports = 'all'))).some((problem) =>
        problem.startsWith('schema: /services/postgres/ports'),
      ),
    ).toBe(true);
  });

  it('wants two API servers, each with the scheduler off', () => {
    expect(composeProblems(edited((compose) => delete compose.services['api-2']))).toContain(
      '1 API server(s), not two',
    );
    const schedulerOn = edited(
      (compose) =>
        (compose.services['api-1']!.environment = {
          ...(compose.services['api-1']!.environment as object),
          SCHEDULER: 'on',
        }),
    );
    expect(composeProblems(schedulerOn)).toContain('api-1 runs with the scheduler on');
  });

  it('wants a worker outside any profile and the simulators in the demo profile', () => {
    expect(composeProblems(edited((compose) => delete compose.services.worker))).toContain('no worker service');
    expect(composeProblems(edited((compose) => delete compose.services.simulators!.profiles))).toContain(
      'simulators is not in the demo profile',
    );
  });

  it('wants Postgres with a health check and a named volume, waited for as healthy', () => {
    expect(composeProblems(edited((compose) => delete compose.services.postgres!.healthcheck))).toContain(
      'postgres has no health check',
    );
    expect(
      composeProblems(edited((compose) => (compose.services.postgres!.volumes = ['./pg:/var/lib/postgresql/data']))),
    ).toContain('postgres keeps its data in no named volume');
    expect(composeProblems(edited((compose) => (compose.services.worker!.depends_on = ['postgres'])))).toContain(
      'worker does not wait for a healthy postgres',
    );
  });

  it('refuses a secret written in the file', () => {
    const written = edited(
      (compose) =>
        (compose.services['api-2']!.environment = {
          ...(compose.services['api-2']!.environment as object),
          JWT_SECRET: 'a-secret-that-is-long-enough-for-jwt-signing',
        }),
    );
    expect(composeProblems(written)).toContain('api-2 writes JWT_SECRET in the file instead of requiring it from .env');
  });
});
