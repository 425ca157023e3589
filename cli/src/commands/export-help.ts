/** The `--format` of a CSV export: one format for now, named so a script can say which it expects. */
export const FORMAT_OPTION = ['--format <format>', 'the format; csv is the only one', 'csv'] as const;

/** The end of every CSV export's --help: which bytes it writes where (data-output.ts), in lines of at most 80 columns. */
export const EXPORT_BYTES_HELP =
  '\nTo a file or a pipe the CSV is written byte for byte, every record ending in\n' +
  'CRLF (RFC 4180). On a terminal, control characters in stored text are shown\n' +
  'escaped (ESC as \\x1b), so a name cannot drive the terminal: redirect\n' +
  '(> export.csv) for the exact CSV.';
