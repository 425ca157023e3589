import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);

/**
 * The Compose specification's schema (tests/deploy/README.md says where it comes from). It names
 * draft-07 by an https address Ajv does not know, so draft-07's meta-schema is registered under it;
 * its union types are the specification's own, not ours to lint.
 */
function composeValidator(): ValidateFunction {
  const schema = JSON.parse(readFileSync(new URL('./compose-spec.json', import.meta.url), 'utf8')) as {
    $schema: string;
  };
  const draft07 = require('ajv/dist/refs/json-schema-draft-07.json') as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strictTypes: false });
  ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
  return ajv.compile(schema);
}

const validateCompose = composeValidator();

interface Service {
  readonly image?: string;
  readonly command?: string | readonly string[];
  readonly environment?: Record<string, string | number | boolean | null> | readonly string[];
  readonly profiles?: readonly string[];
  readonly depends_on?: readonly string[] | Record<string, { readonly condition?: string }>;
  readonly healthcheck?: { readonly test?: unknown; readonly disable?: boolean };
  readonly volumes?: readonly (string | { readonly source?: string; readonly target?: string })[];
}

interface ComposeFile {
  readonly services?: Record<string, Service>;
  readonly volumes?: Record<string, unknown>;
}

/** Compose files share settings through YAML anchors and `<<` merge keys, which Compose resolves. */
export const parseCompose = (text: string): unknown => parse(text, { merge: true });

const environmentOf = (service: Service): Record<string, string> => {
  const entries = Array.isArray(service.environment)
    ? service.environment.map((line: string) => [line.split('=')[0] ?? '', line.slice(line.indexOf('=') + 1)])
    : Object.entries(service.environment ?? {}).map(([name, value]) => [name, String(value ?? '')]);
  return Object.fromEntries(entries) as Record<string, string>;
};

const commandOf = (service: Service): string =>
  Array.isArray(service.command) ? service.command.join(' ') : String(service.command ?? '');
/** BidPilot's own services run the image's default command (the server) or a CLI command. */
const isBidPilot = (service: Service): boolean => service.image?.startsWith('bidpilot') === true;
const isApiServer = (service: Service): boolean => isBidPilot(service) && service.command === undefined;

/** Secrets that must come from .env through interpolation, never be written in the file. */
const SECRETS = ['JWT_SECRET', 'ENCRYPTION_KEY', 'POSTGRES_PASSWORD', 'DATABASE_URL'];

/**
 * What keeps compose.yaml from being the deployment we document: the specification's schema, then
 * its shape (Postgres with a health check and a volume, two API servers with the scheduler off, a
 * worker, the simulators in the demo profile, starts that wait for a healthy Postgres, no secret
 * written in the file).
 */
export function composeProblems(document: unknown): string[] {
  const problems = validateCompose(document)
    ? []
    : (validateCompose.errors ?? []).map((error) =>
        `schema: ${error.instancePath || '/'} ${error.message ?? ''}`.trim(),
      );
  const compose = (document ?? {}) as ComposeFile;
  const services = Object.entries(compose.services ?? {});

  const postgres = services.filter(([, service]) => service.image?.startsWith('postgres') === true);
  if (postgres.length !== 1) problems.push('no single postgres service');
  for (const [name, service] of postgres) {
    if (service.healthcheck?.test === undefined || service.healthcheck.disable === true)
      problems.push(`${name} has no health check`);
    const dataVolume = (service.volumes ?? [])
      .map((volume) => (typeof volume === 'string' ? volume.split(':') : [volume.source, volume.target]))
      .find(([, target]) => target === '/var/lib/postgresql/data');
    if (dataVolume?.[0] === undefined || !(dataVolume[0] in (compose.volumes ?? {})))
      problems.push(`${name} keeps its data in no named volume`);
  }

  const apiServers = services.filter(([, service]) => isApiServer(service));
  if (apiServers.length < 2) problems.push(`${apiServers.length} API server(s), not two`);
  for (const [name, service] of apiServers)
    if (environmentOf(service).SCHEDULER !== 'off') problems.push(`${name} runs with the scheduler on`);
  if (
    !services.some(
      ([, service]) => isBidPilot(service) && /\bworker\b/.test(commandOf(service)) && service.profiles === undefined,
    )
  )
    problems.push('no worker service');
  const simulators = services.find(([, service]) => isBidPilot(service) && /\bsimulators\b/.test(commandOf(service)));
  if (simulators === undefined) problems.push('no simulators service');
  else if (!(simulators[1].profiles ?? []).includes('demo'))
    problems.push(`${simulators[0]} is not in the demo profile`);

  for (const [name, service] of services.filter(([, candidate]) => isBidPilot(candidate))) {
    const dependsOn = service.depends_on;
    const waits = postgres.every(
      ([database]) =>
        !Array.isArray(dependsOn) &&
        (dependsOn as Record<string, { condition?: string }> | undefined)?.[database]?.condition === 'service_healthy',
    );
    if (!waits) problems.push(`${name} does not wait for a healthy postgres`);
    for (const [variable, value] of Object.entries(environmentOf(service))) {
      if (SECRETS.includes(variable) && !/\$\{[A-Z_]+:\?[^}]*\}/.test(value))
        problems.push(`${name} writes ${variable} in the file instead of requiring it from .env`);
    }
  }
  return problems;
}
