/**
 * Whether the operator asked for no colour: NO_COLOR set to anything but the empty string
 * (no-color.org), or --no-color on the command line.
 */
export const colourRefused = (env: NodeJS.ProcessEnv, argv: readonly string[]): boolean =>
  (env.NO_COLOR ?? '') !== '' || argv.includes('--no-color');

/**
 * Turns every ANSI style off, bold and dim included, before Ink loads: Ink styles through chalk,
 * whose level is fixed when it loads from FORCE_COLOR (0: no colour whatever the terminal). chalk
 * reads --no-color from argv itself but not NO_COLOR, so the bin sets the one level for both.
 */
export function applyColourChoice(env: NodeJS.ProcessEnv, argv: readonly string[]): void {
  if (colourRefused(env, argv)) env.FORCE_COLOR = '0';
}
