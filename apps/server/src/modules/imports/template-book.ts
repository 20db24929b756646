import type ExcelJS from 'exceljs';
import { onFirstUse } from '../../platform/on-first-use';

const exceljs = onFirstUse<typeof ExcelJS>('exceljs');

/** What an import template is written from: the same column list the import checks. */
export type TemplateSpec = {
  sheet: string;
  version: number;
  columns: readonly { name: string; key: string; required?: boolean }[];
  /** Cell format per column key: '@' (text) keeps leading zeros and every digit. */
  numFmtOf: (key: string) => string;
  /** Columns are at least this wide (characters). */
  minWidth: number;
  hints: Readonly<Record<string, string>>;
  /** The instructions sheet's "Required" column (tracking codes have no optional column). */
  showsRequired: boolean;
  /** Said after "Keep the sheet … unchanged". */
  versionNote?: string;
};

/**
 * An import template: the data sheet with its header row, frozen, and an "Instructions" sheet
 * (ignored by the import) with a line per column and the template version.
 */
export async function templateWorkbook(spec: TemplateSpec): Promise<Buffer> {
  const workbook = new (exceljs().Workbook)();
  const sheet = workbook.addWorksheet(spec.sheet);
  sheet.columns = spec.columns.map((column) => ({
    header: column.name,
    key: column.key,
    width: Math.max(spec.minWidth, column.name.length + 4),
    style: { numFmt: spec.numFmtOf(column.key) },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const help = workbook.addWorksheet('Instructions');
  const nameWidth = Math.max(...spec.columns.map((column) => column.name.length)) + 4;
  help.columns = [
    { header: 'Column', key: 'name', width: Math.max(22, nameWidth) },
    ...(spec.showsRequired ? [{ header: 'Required', key: 'required', width: 10 }] : []),
    { header: 'What to write', key: 'hint', width: 100 },
  ];
  for (const column of spec.columns) {
    help.addRow({
      name: column.name,
      ...(spec.showsRequired ? { required: column.required ? 'yes' : 'no' } : {}),
      hint: spec.hints[column.key] ?? '',
    });
  }
  help.addRow({});
  const keep = `Keep the sheet "${spec.sheet}" and its column names unchanged`;
  help.addRow({
    name: `Template version ${spec.version}`,
    hint: spec.versionNote ? `${keep}; ${spec.versionNote}.` : `${keep}.`,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
