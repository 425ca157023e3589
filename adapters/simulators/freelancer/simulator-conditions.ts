import type { Clock } from '../../../core/ports/clock.port.js';
import type { SimulatorProject, SimulatorUpgrades } from './project-generator.js';
import { seededRandom, type Random } from './random.js';
import type { AccountBar } from './simulator-refusals.js';
import type { SimulatorUser } from './simulator-users.js';
import { SimulatorAccounts, type SimulatorStanding } from './simulator-accounts.js';
import {
  isServedMalformed,
  minimumBalanceOf,
  servedUpgrades,
  withBehaviourChanges,
  type SimulatorBehaviours,
  type SimulatorFailure,
  QUIET_BEHAVIOURS,
} from './simulator-behaviours.js';

/** The stream every simulator derives unless told otherwise: one Freelancer for every process. */
const DEFAULT_SEED = 0x5eed_f1a5;

export interface SimulatorConditionsOptions extends Partial<SimulatorBehaviours> {
  readonly clock: Clock;
  /** Seeds the project stream; processes with one seed and one database see one stream. */
  readonly seed?: number;
  /** Requests per token per rolling minute before 429; default 120. */
  readonly rateLimitPerMinute?: number;
}

/**
 * What the Freelancer simulator keeps in this process alone, beside the projects and bids its
 * tables hold (SimulatorProjectBoard, FreelancerSimulatorState): the behaviours in force, scripted
 * failures, and the accounts behind tokens, with their rate windows and how Freelancer judges them.
 */
export abstract class SimulatorConditions {
  readonly clock: Clock;
  readonly rateLimitPerMinute: number;
  protected readonly seed: number;
  protected readonly accounts = new SimulatorAccounts();
  private readonly failures: SimulatorFailure[] = [];
  private current: SimulatorBehaviours = QUIET_BEHAVIOURS;
  /** Draws for the firewall, apart from the owners' decisions so switching it on changes none of them. */
  private readonly chance: Random;

  protected constructor(options: SimulatorConditionsOptions) {
    this.clock = options.clock;
    this.seed = options.seed ?? DEFAULT_SEED;
    this.rateLimitPerMinute = options.rateLimitPerMinute ?? 120;
    this.chance = seededRandom(this.seed ^ 0x0f12e3a1);
    // The behaviours the options name; configure reads the behaviours alone, none of the other options.
    this.configure(options);
  }

  /** The behaviours now in force. */
  get behaviours(): SimulatorBehaviours {
    return this.current;
  }

  /** Switches behaviours from now on; the ones not named stay as they are. */
  configure(changes: Partial<SimulatorBehaviours>): void {
    this.current = withBehaviourChanges(this.current, changes);
  }

  protected now(): number {
    return this.clock.now().getTime();
  }

  /** The simulated freelancer behind a token: the same token always maps to the same user. */
  userFor(token: string): SimulatorUser {
    return this.accounts.userFor(token);
  }

  /** Counts a request against the token's rolling minute; false when over the limit. */
  admit(token: string): { readonly allowed: boolean; readonly remaining: number } {
    return this.accounts.admit(token, this.now(), this.rateLimitPerMinute);
  }

  /** The next API request, whoever sends it, fails like Freelancer under that condition. */
  failNext(failure: SimulatorFailure): void {
    this.failures.push(failure);
  }

  /** The API request now arriving: its scripted failure, else now and then the firewall (`firewallRate`). */
  takeFailure(): SimulatorFailure | undefined {
    const scripted = this.failures.shift();
    if (scripted !== undefined) return scripted;
    return this.current.firewallRate > 0 && this.chance() < this.current.firewallRate ? 'firewall' : undefined;
  }

  /**
   * From now on searches answer about `rate` of the projects malformed (`isServedMalformed`); 0
   * switches it off. Which ones follows from the project id alone, so a project that comes
   * malformed always does, like a record Freelancer keeps broken, and the rest of each page is fine.
   */
  serveMalformedProjects(rate: number): void {
    this.configure({ malformedProjectRate: rate });
  }

  /** Whether searches answer this project malformed now. */
  isServedMalformed(projectId: number): boolean {
    return isServedMalformed(this.current, projectId);
  }

  /**
   * The project's upgrades as Freelancer shows them now: as stored, plus, on a share of the
   * stream's projects (`upgradedProjectRate`), one that bars some accounts. Seeded projects are
   * served exactly as stored.
   */
  upgradesOf(project: SimulatorProject): SimulatorUpgrades {
    return servedUpgrades(this.current, project);
  }

  /** The account balance, in USD, Freelancer asks of this project's bidders; null: none. */
  minimumBalanceOf(project: SimulatorProject): number | null {
    return minimumBalanceOf(this.current, project);
  }

  /** Whether Freelancer refuses the token as not authenticated: one starting with `invalid`, or one `refuseToken` named. */
  isTokenRefused(token: string): boolean {
    return this.accounts.isTokenRefused(token);
  }

  /** From now on the token is refused as not authenticated, as a revoked or expired one is. */
  refuseToken(token: string): void {
    this.accounts.refuseToken(token);
  }

  /** From now on the token's account is limited (or no longer, with false): its bids are refused. */
  limitAccount(token: string, limited = true): void {
    this.accounts.limitAccount(token, limited);
  }

  /** Bars the token's account from some kinds of project (true) or lets it bid on them (false), whatever `restrictedAccountRate` says. */
  restrictAccount(token: string, bars: Partial<Record<AccountBar, boolean>>): void {
    this.accounts.restrictAccount(token, bars);
  }

  /**
   * How Freelancer judges the account behind a token: limited when its token starts with
   * `limited` or `limitAccount` said so; barred from each kind of project by `restrictAccount`,
   * else for a share of tokens (`restrictedAccountRate`) that follows from the token alone.
   */
  standingOf(token: string): SimulatorStanding {
    return this.accounts.standingOf(token, this.current.restrictedAccountRate);
  }
}
