/** Where a thing came from: the file and the 1-based lines it spans. */
export interface TOrigin {
  file: string;
  line: number;
  /** Last line of a block (an object with sub-lines); equals `line` for one-line commands. */
  endLine: number;
}

export function originOf(file: string, line: number, endLine: number = line): TOrigin {
  return { file, line, endLine };
}
