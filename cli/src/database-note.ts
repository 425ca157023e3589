/**
 * Whether the bin names the database a command opened, on stderr: on every readout a person
 * reads, `--json` on a terminal included. Only `--json` with stderr off the terminal (a script,
 * `2>&1` folded into the JSON it parses) goes without, so the JSON stays alone there.
 */
export const namesDatabase = (json: boolean, stderr: { readonly isTTY?: boolean }): boolean =>
  !json || stderr.isTTY === true;
