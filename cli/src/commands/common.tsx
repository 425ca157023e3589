import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import type { UseCases } from '../../../adapters/composition/use-cases.js';
import { notFound } from '../../../core/domain/errors.js';
import type { User } from '../../../core/domain/users/user.js';
import { counted } from '../ui/plural.js';

export type JsonOption = { readonly json?: boolean };

export const isJson = (options: JsonOption): boolean => options.json === true;

export interface PageInfo {
  readonly current: number;
  readonly pages: number;
  readonly total: number;
}

/** The listing's footer: "Page 1 of 3 · 25 users", or, past the last page, that there is nothing there and where the listing ends. */
export function pageFooter(page: PageInfo, noun: { readonly singular: string; readonly plural: string }): string {
  const pages = Math.max(page.pages, 1);
  const all = counted(page.total, noun.singular, noun.plural);
  if (page.current > pages)
    return `Page ${page.current} of ${pages}: no ${noun.plural} on this page (${all} in all; the last page is ${pages})`;
  return `Page ${page.current} of ${pages} · ${all}`;
}

/** A listing and its footer (pageFooter). */
export function Listing({
  children,
  page,
  noun,
}: {
  readonly children: ReactNode;
  readonly page: PageInfo;
  readonly noun: { readonly singular: string; readonly plural: string };
}) {
  const past = page.current > Math.max(page.pages, 1);
  return (
    <Box flexDirection="column">
      {past ? null : children}
      <Text dimColor={!past} color={past ? 'yellow' : undefined}>
        {pageFooter(page, noun)}
      </Text>
    </Box>
  );
}

/** Panels one under the other with a blank line between them. */
export function Stack({ children }: { readonly children: ReactNode }) {
  return (
    <Box flexDirection="column" gap={1}>
      {children}
    </Box>
  );
}

export const yesNo = (value: boolean): string => (value ? 'yes' : 'no');

/** Bids as the web shows them: 'Unlimited' where an unlimited plan counts none, else the count. */
export const bidsText = (count: number, unlimited: boolean): string | number => (unlimited ? 'Unlimited' : count);

/** The plan an admin assigned, as the web's users list names none: 'No Plan'. */
export const assignedPlanText = (user: { readonly subscriptionPlan: string | null }): string =>
  user.subscriptionPlan ?? 'No Plan';

/** A user id as the product writes them; RFC 9562 has UUIDs read whatever their case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user an operator names by e-mail (anything with an @) or by id, pasted with spaces around
 * it or an id in upper case as another tool prints it; USER_NOT_FOUND otherwise.
 */
export async function resolveUser(useCases: UseCases, idOrEmail: string): Promise<User> {
  const named = idOrEmail.trim();
  const byId = async () =>
    (await useCases.users.findById(named)) ??
    (UUID.test(named) && named !== named.toLowerCase() ? await useCases.users.findById(named.toLowerCase()) : null);
  const user = named.includes('@') ? await useCases.admin.users.findByEmail(named) : await byId();
  if (user === null) throw notFound('USER_NOT_FOUND', 'User');
  return user;
}
