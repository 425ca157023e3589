import type { Clock } from '../../../core/ports/clock.port.js';
import { createKnex, type DatabaseTarget } from '../../storage/knex/knex-client.js';
import { DEMO_BEHAVIOURS, FreelancerSimulatorState } from './simulator-state.js';

export interface FreelancerSimulator {
  readonly state: FreelancerSimulatorState;
  /** Releases the simulator's connections. */
  close(): Promise<void>;
}

/**
 * The built-in Freelancer simulator over the server's own database, on connections of its own:
 * its work never waits behind (or holds up) a product transaction, and it keeps only its own
 * `sim_freelancer_*` tables there (ADR 0009). It shows Freelancer's refusals now and then
 * (`DEMO_BEHAVIOURS`); tests switch them through the state's `configure`.
 */
export async function openFreelancerSimulator(database: DatabaseTarget, clock: Clock): Promise<FreelancerSimulator> {
  const db = createKnex(database, { poolMax: 4 });
  try {
    const state = await FreelancerSimulatorState.open({ db, clock, ...DEMO_BEHAVIOURS });
    return { state, close: () => db.destroy() };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
