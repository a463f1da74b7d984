/** What the user typed, as a LIKE pattern matching it anywhere: `%`, `_` and `\` match themselves. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
