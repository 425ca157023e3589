/** The primary subtag of a language code, lower case: 'pt' for 'pt-BR', '' for a blank code. */
export const primaryLanguage = (code: string): string => code.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
