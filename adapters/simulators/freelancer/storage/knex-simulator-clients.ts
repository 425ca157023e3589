import type { Knex } from 'knex';
import type { SimulatorClient } from '../simulator-clients.js';

const CLIENTS = 'sim_freelancer_clients';

/** The clients put by tests and demos in `sim_freelancer_clients`; the pool's others are derived, never stored. */
export class KnexSimulatorClients {
  constructor(private readonly db: Knex) {}

  /** Stores the client, replacing what was stored under its id. */
  async put(client: SimulatorClient): Promise<void> {
    await this.db(CLIENTS)
      .insert({ id: client.id, body: JSON.stringify(client) })
      .onConflict('id')
      .merge();
  }

  /** The stored clients among `ids`, by id. */
  async find(ids: readonly number[]): Promise<ReadonlyMap<number, SimulatorClient>> {
    const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
    const found = new Map<number, SimulatorClient>();
    for (let start = 0; start < wanted.length; start += 500) {
      const rows: Array<{ id: number | string; body: string }> = await this.db(CLIENTS)
        .whereIn('id', wanted.slice(start, start + 500))
        .select('id', 'body');
      for (const row of rows) found.set(Number(row.id), JSON.parse(row.body) as SimulatorClient);
    }
    return found;
  }
}
