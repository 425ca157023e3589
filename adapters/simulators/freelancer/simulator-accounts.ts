import { createHash } from 'node:crypto';
import { ACCOUNT_BARS, type AccountBar } from './simulator-refusals.js';
import { userForToken, type SimulatorUser } from './simulator-users.js';

const MINUTE = 60_000;

/** An account as Freelancer judges its bids. */
export interface SimulatorStanding {
  readonly limited: boolean;
  readonly barredFrom: ReadonlySet<AccountBar>;
}

const tokenSpread = (token: string, salt: string): number =>
  createHash('sha256').update(`${salt}\0${token}`).digest().readUInt32BE(0) / 2 ** 32;

/** The simulated accounts behind tokens: who they are, their request rate, and how Freelancer judges them. */
export class SimulatorAccounts {
  private readonly users = new Map<string, SimulatorUser>();
  private readonly windows = new Map<string, number[]>();
  private readonly refusedTokens = new Set<string>();
  private readonly limitedTokens = new Set<string>();
  private readonly bars = new Map<string, Partial<Record<AccountBar, boolean>>>();

  /** The simulated freelancer behind a token: the same token always maps to the same user. */
  userFor(token: string): SimulatorUser {
    const user = this.users.get(token) ?? userForToken(token);
    this.users.set(token, user);
    return user;
  }

  /** Counts a request at `now` against the token's rolling minute; false when over `limitPerMinute`. */
  admit(token: string, now: number, limitPerMinute: number): { readonly allowed: boolean; readonly remaining: number } {
    const hits = (this.windows.get(token) ?? []).filter((at) => at > now - MINUTE);
    const allowed = hits.length < limitPerMinute;
    if (allowed) hits.push(now);
    this.windows.set(token, hits);
    return { allowed, remaining: Math.max(0, limitPerMinute - hits.length) };
  }

  /** Forgets the rolling minutes that ended before `now`. */
  pruneWindows(now: number): void {
    for (const [token, hits] of this.windows) if (hits.every((at) => at <= now - MINUTE)) this.windows.delete(token);
  }

  isTokenRefused(token: string): boolean {
    return token.startsWith('invalid') || this.refusedTokens.has(token);
  }

  refuseToken(token: string): void {
    this.refusedTokens.add(token);
  }

  limitAccount(token: string, limited: boolean): void {
    if (limited) this.limitedTokens.add(token);
    else this.limitedTokens.delete(token);
  }

  restrictAccount(token: string, bars: Partial<Record<AccountBar, boolean>>): void {
    this.bars.set(token, { ...this.bars.get(token), ...bars });
  }

  /** The account's standing, with `restrictedAccountRate` deciding the bars no `restrictAccount` set. */
  standingOf(token: string, restrictedAccountRate: number): SimulatorStanding {
    const set = this.bars.get(token) ?? {};
    const rate = restrictedAccountRate;
    const barredFrom = new Set(ACCOUNT_BARS.filter((bar) => set[bar] ?? (rate > 0 && tokenSpread(token, bar) < rate)));
    return { limited: token.startsWith('limited') || this.limitedTokens.has(token), barredFrom };
  }
}
