/**
 * Lines of a VyOS file with nothing to account for: comments (`#`, `/* ... *\/` and the lines
 * inside one), and in config.boot a block's opening (`rule 10 {`) and closing brace, which
 * only frame the statements inside them (each of those is accounted for).
 */
export function isVyosComment(line: string): boolean {
  return (
    line.startsWith('#') ||
    line.startsWith('/*') ||
    line.startsWith('*') ||
    line.endsWith('*/') ||
    line === '}' ||
    line.endsWith('{')
  );
}
