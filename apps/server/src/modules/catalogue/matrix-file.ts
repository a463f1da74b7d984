import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../errors/app-error.js';

/** The columns of a matrix file, in order (the template has them as its header row). */
export const MATRIX_COLUMNS = ['Model', 'Serial prefix', 'Series', 'Versions'] as const;

/** A cell as text: numbers, dates and rich text as the sheet shows them. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'richText' in value)
    return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value)
    return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/** The rows of a CSV or XLSX matrix file (first sheet), as trimmed text. */
export async function readMatrixRows(fileName: string, bytes: Buffer): Promise<string[][]> {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) {
    const records = parse(bytes, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as string[][];
    return records.map((row) => row.map((cell) => cell.trim()));
  }
  if (lower.endsWith('.xlsx')) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw new AppError('VALIDATION_FAILED', `${fileName} is not a readable XLSX workbook.`);
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new AppError('VALIDATION_FAILED', `${fileName} has no worksheet.`);
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let column = 1; column <= MATRIX_COLUMNS.length; column += 1) {
        cells.push(cellText(row.getCell(column).value).trim());
      }
      rows.push(cells);
    });
    return rows;
  }
  throw new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `${fileName} is neither a .csv nor a .xlsx file. Download the template and fill it in.`,
  );
}

/** The template: the header row and the catalogue as it is, in CSV or XLSX. */
export async function matrixTemplate(format: 'csv' | 'xlsx', rows: string[][]): Promise<Buffer> {
  const all = [[...MATRIX_COLUMNS], ...rows];
  if (format === 'csv') {
    const quote = (cell: string) =>
      /[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
    return Buffer.from(all.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n', 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Matrix');
  for (const row of all) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 24;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
