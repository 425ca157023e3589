import { validationFailed } from '../errors.js';

/** Enough for a freelancer's whole history of bad clients; the list is read with every run. */
export const MAX_BLOCKED_CLIENTS = 500;

/** Freelancer's user ids are positive integers; kept as decimal text, like the project's ownerId. */
export const isClientId = (id: string): boolean => /^[1-9]\d{0,18}$/.test(id);

export const TOO_MANY_BLOCKED_CLIENTS = `You can block at most ${MAX_BLOCKED_CLIENTS} clients: unblock some first.`;

/** The list with the client added at the end; the same list when it is already there (blocking twice is one block). */
export function withBlockedClient(blocked: readonly string[], clientId: string): readonly string[] {
  if (blocked.includes(clientId)) return blocked;
  if (blocked.length >= MAX_BLOCKED_CLIENTS) throw validationFailed(TOO_MANY_BLOCKED_CLIENTS, 'clientId');
  return [...blocked, clientId];
}

/** The list without the client; the same list when it was not there. */
export const withoutBlockedClient = (blocked: readonly string[], clientId: string): readonly string[] =>
  blocked.includes(clientId) ? blocked.filter((id) => id !== clientId) : blocked;
