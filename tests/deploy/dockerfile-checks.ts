import { validate, ValidationSeverity, type ValidatorSettings } from 'dockerfile-utils';

/** Every optional rule of dockerfile-utils reported, none ignored: the Dockerfile must pass them all. */
const EVERY_RULE: ValidatorSettings = {
  deprecatedMaintainer: ValidationSeverity.WARNING,
  directiveCasing: ValidationSeverity.WARNING,
  emptyContinuationLine: ValidationSeverity.WARNING,
  instructionCasing: ValidationSeverity.WARNING,
  instructionCmdMultiple: ValidationSeverity.WARNING,
  instructionEntrypointMultiple: ValidationSeverity.WARNING,
  instructionHealthcheckMultiple: ValidationSeverity.WARNING,
  instructionJSONInSingleQuotes: ValidationSeverity.WARNING,
  instructionWorkdirRelative: ValidationSeverity.WARNING,
};

export interface Instruction {
  readonly keyword: string;
  readonly args: string;
}

/** The instructions in order, continuation lines joined, comments and parser directives left out. */
export function instructionsOf(dockerfile: string): Instruction[] {
  const logical = dockerfile
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return logical
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The instructions of the last stage: what the image that runs is made of. */
function finalStage(instructions: readonly Instruction[]): Instruction[] {
  const lastFrom = instructions.map((instruction) => instruction.keyword).lastIndexOf('FROM');
  return instructions.slice(Math.max(lastFrom, 0));
}

const isExecForm = (args: string): boolean => {
  try {
    const parsed: unknown = JSON.parse(args);
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every((part) => typeof part === 'string');
  } catch {
    return false;
  }
};

/**
 * What keeps a Dockerfile from being one we ship: dockerfile-utils' diagnostics, then our rules for
 * the image that runs (multi-stage, an unprivileged user, a health check, signals reaching Node
 * through exec-form CMD/ENTRYPOINT, production dependencies only).
 */
export function dockerfileProblems(dockerfile: string): string[] {
  const problems = validate(dockerfile, EVERY_RULE).map(
    (diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`,
  );
  const instructions = instructionsOf(dockerfile);
  const runtime = finalStage(instructions);
  const named = (keyword: string) => runtime.filter((instruction) => instruction.keyword === keyword);

  if (instructions.filter((instruction) => instruction.keyword === 'FROM').length < 2)
    problems.push('not multi-stage: the build tools stay in the image');
  const user = named('USER').at(-1)?.args.split(':')[0];
  if (user === undefined || user === 'root' || user === '0') problems.push('the final stage runs as root');
  const healthcheck = named('HEALTHCHECK').at(-1);
  if (healthcheck === undefined || /^NONE\b/i.test(healthcheck.args))
    problems.push('the final stage has no HEALTHCHECK');
  const starts = [...named('ENTRYPOINT'), ...named('CMD')];
  if (starts.length === 0) problems.push('the final stage has neither ENTRYPOINT nor CMD');
  for (const start of starts)
    if (!isExecForm(start.args))
      problems.push(`${start.keyword} ${start.args} is in shell form: SIGTERM would reach a shell, not Node`);
  if (!named('RUN').some((run) => /\bnpm ci\b/.test(run.args) && /--omit[= ]dev\b/.test(run.args)))
    problems.push('the final stage does not install with npm ci --omit=dev');
  return problems;
}
