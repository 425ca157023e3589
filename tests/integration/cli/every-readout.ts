import { renderError, renderNote } from '../../../cli/src/output.js';
import { CliHarness } from './cli-harness.js';

/**
 * Every kind of readout the CLI prints, on in-memory data: each table, panel, listing, message,
 * bid and user readout, an empty listing, a refusal, the database note. Each carries Ink styles
 * (bold headers, dim labels and footers, underlined titles, green and red), which the colour
 * tests find on a colour terminal and must not find with NO_COLOR.
 */
export async function everyReadout(): Promise<readonly { readonly name: string; readonly text: string }[]> {
  const cli = await CliHarness.start({}, 'memory');
  try {
    const user = await cli.aUser('Readout User');
    const { bid } = await cli.aBid(user.id, 'failed', 'A project');
    const runs: (readonly string[])[] = [
      ['users', 'list'],
      ['users', 'list', '--page', '9'],
      ['users', 'show', user.email],
      ['users', 'bids', user.email],
      ['users', 'profiles', user.email],
      ['users', 'set-bids', user.email, '3'],
      ['bids', 'show', bid.id],
      ['reviews', 'list', user.email],
      ['plans', 'list'],
      ['payments', 'list'],
      ['stats'],
    ];
    const readouts = [];
    for (const args of runs) {
      const { out, failure } = await cli.run(...args);
      if (failure !== null) throw new Error(`${args.join(' ')} failed: ${failure.code} ${failure.message}`);
      readouts.push({ name: args.join(' '), text: out });
    }
    readouts.push({ name: 'error line', text: renderError('USER_NOT_FOUND', 'User not found') });
    readouts.push({ name: 'database note', text: renderNote('database: ./data/bidpilot.sqlite') });
    return readouts;
  } finally {
    await cli.close();
  }
}
