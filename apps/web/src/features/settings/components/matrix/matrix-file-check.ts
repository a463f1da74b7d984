/** The server's limit for a matrix file (matrix.routes.ts MATRIX_MAX_BYTES): 5 MB, inclusive. */
export const MATRIX_MAX_BYTES = 5 * 1024 * 1024;

/** What the file picker offers and the server reads. */
export const MATRIX_ACCEPT = '.csv,.xlsx';

/**
 * Why a chosen file cannot be a matrix file, checked before it is sent: the server reads only
 * .csv and .xlsx and refuses more than 5 MB. Undefined when the file may go.
 */
export function matrixFileProblem(file: { name: string; size: number }): string | undefined {
  const name = file.name.toLowerCase();
  if (!name.endsWith('.csv') && !name.endsWith('.xlsx')) {
    return `${file.name} is not a CSV or XLSX file. Choose a .csv or .xlsx file, such as the template.`;
  }
  if (file.size > MATRIX_MAX_BYTES) {
    const mb = (file.size / (1024 * 1024)).toFixed(1);
    return `${file.name} is ${mb} MB; a matrix file may be at most 5 MB.`;
  }
  if (file.size === 0) return `${file.name} is empty. Choose a filled-in matrix file.`;
  return undefined;
}
