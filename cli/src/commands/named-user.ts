import type { UseCases } from '../../../adapters/composition/use-cases.js';
import type { User } from '../../../core/domain/users/user.js';
import { UsageError } from '../usage-error.js';
import { resolveUser } from './common.js';
import { userArg } from './user-argument.js';

/** The user a command was given by its argument, by --user, or by both (user-or-option.ts). */
export interface NamedUser {
  readonly idOrEmail: string;
  /** What the other one said, when the two differ in writing: they must still name the same user. */
  readonly alsoNamed: readonly string[];
}

/** Reads the argument and --user before anything opens: one of them at least, each checked by the API's schema. */
export function namedUser(argument: string | undefined, option: string | undefined, usage: string): NamedUser {
  const [idOrEmail, ...alsoNamed] = new Set([argument, option].filter((text) => text !== undefined).map(userArg));
  if (idOrEmail === undefined) throw new UsageError(`Name the user: ${usage} <user> (an id or an e-mail)`);
  return { idOrEmail, alsoNamed };
}

/** The user named: the same one when both are given, by id in one and e-mail in the other. */
export async function resolveNamedUser(useCases: UseCases, { idOrEmail, alsoNamed }: NamedUser): Promise<User> {
  const user = await resolveUser(useCases, idOrEmail);
  for (const other of alsoNamed)
    if ((await resolveUser(useCases, other)).id !== user.id)
      throw new UsageError(`The argument and --user name two different users (${idOrEmail} and ${other}): give one`);
  return user;
}
