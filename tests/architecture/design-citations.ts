import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** A citation of docs/design.md by section: `docs/design.md#engine`. */
const DESIGN_LINK = /docs\/design\.md#([a-z0-9-]+)/g;
/** Documents this repository does not hold: the design and stack notes and the spec it started from, the outside-API notes. */
const MISSING_DOCUMENTS = [/\bDESIGN(?:\.md\b|\s*§)|\bSTACK\.md\b|\bSTYLE\s*§/, /\bspec\s+(?:00\d\b|§)|\bapis\.md\b/i];
/**
 * A section sign cites a numbered document: only an RFC's sections are public and stable enough
 * (`RFC 9110 §10.2.3`); any other (`(§8)`, `the spec §7`) points at something the repository lacks.
 */
const SECTION_SIGN = /§/g;
const RFC_SECTION = /\bRFC\s*\d+\s*§/g;
const citesUnheldSection = (line: string): boolean =>
  (line.match(SECTION_SIGN)?.length ?? 0) > (line.match(RFC_SECTION)?.length ?? 0);

const CITING_FILE = /\.(?:tsx?|md|js)$/;

/** The files under each root (a folder or one file) that may cite a document. */
function citingFiles(base: string, roots: readonly string[]): string[] {
  return roots.flatMap((root) => {
    const path = resolve(base, root);
    if (!existsSync(path)) return [];
    if (statSync(path).isFile()) return CITING_FILE.test(path) ? [path] : [];
    return readdirSync(path, { recursive: true, withFileTypes: true })
      .filter(
        (entry) =>
          entry.isFile() &&
          CITING_FILE.test(entry.name) &&
          !join(entry.parentPath, entry.name).split(sep).includes('node_modules'),
      )
      .map((entry) => join(entry.parentPath, entry.name));
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export const headingAnchor = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

export function designAnchors(designFile: string): Set<string> {
  const headings = readFileSync(designFile, 'utf8').match(/^#{2,6} .+$/gm) ?? [];
  return new Set(headings.map((heading) => headingAnchor(heading.replace(/^#+ /, ''))));
}

/** `file:line cites docs/design.md#x, which has no such section` for every dangling section link under `roots`. */
export function danglingDesignLinks(base: string, roots: readonly string[]): string[] {
  const anchors = designAnchors(resolve(base, 'docs/design.md'));
  return citingFiles(base, roots).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(DESIGN_LINK)]
          .filter((match) => !anchors.has(match[1] ?? ''))
          .map((match) => `${relative(base, file)}:${index + 1} cites ${match[0]}, which has no such section`),
      ),
  );
}

/** `file:line: text` for every line under `roots` that cites a document the repository does not hold. */
export function citationsOfMissingDocuments(base: string, roots: readonly string[]): string[] {
  return citingFiles(base, roots).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        MISSING_DOCUMENTS.some((pattern) => pattern.test(line)) || citesUnheldSection(line)
          ? [`${relative(base, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}
