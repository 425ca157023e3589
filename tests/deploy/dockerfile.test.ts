import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dockerfileProblems } from './dockerfile-checks.js';

const DOCKERFILE = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');

/** The real Dockerfile with one text replaced, failing the test when the text is not there. */
function broken(find: string | RegExp, replacement: string): string {
  const changed = DOCKERFILE.replace(find, replacement);
  expect(changed).not.toBe(DOCKERFILE);
  return changed;
}

describe('the Dockerfile', () => {
  it('passes dockerfile-utils with every rule on, and our rules for the runtime image', () => {
    expect(dockerfileProblems(DOCKERFILE)).toEqual([]);
  });

  it("reports dockerfile-utils' diagnostics", () => {
    expect(
      dockerfileProblems(broken('WORKDIR /app\nCOPY package.json', 'WORKDIR app\nCOPY package.json')).join('\n'),
    ).toMatch(/line \d+: .*WORKDIR/i);
    expect(dockerfileProblems(broken('EXPOSE 3000', 'EXPOSE 3000\nRUNN true')).join('\n')).toMatch(/line \d+: .*RUNN/i);
  });

  it('refuses a runtime stage running as root or without a user', () => {
    expect(dockerfileProblems(broken('USER node', 'USER root'))).toContain('the final stage runs as root');
    expect(dockerfileProblems(broken('USER node\n', ''))).toContain('the final stage runs as root');
  });

  it('refuses a runtime stage without a health check', () => {
    expect(dockerfileProblems(broken(/HEALTHCHECK[^\n]*\\\n[^\n]*\n/, ''))).toContain(
      'the final stage has no HEALTHCHECK',
    );
  });

  it('refuses a shell-form start, which would keep SIGTERM from Node', () => {
    expect(
      dockerfileProblems(broken('CMD ["dist/adapters/main.js"]', 'CMD node dist/adapters/main.js')).join('\n'),
    ).toMatch(/CMD node dist\/adapters\/main.js is in shell form/);
  });

  it('refuses a single stage and a runtime install with dev dependencies', () => {
    const singleStage = DOCKERFILE.slice(DOCKERFILE.indexOf('FROM node:20-bookworm-slim'));
    expect(dockerfileProblems(singleStage)).toContain('not multi-stage: the build tools stay in the image');
    expect(dockerfileProblems(broken('npm ci --omit=dev', 'npm ci'))).toContain(
      'the final stage does not install with npm ci --omit=dev',
    );
  });
});
