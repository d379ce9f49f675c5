// The baseline of an exported sheet (../exports.mjs forks this): the workbook written the way
// exceljs's README shows first, an in-memory Workbook written whole with writeFile. Our download's
// .xlsx is loaded first, untimed, so the baseline writes the same rows, values and styles; its
// time is the writing alone, with no database read, which favours it over ours.
import { cmsRequire } from '../../scripts/lib/portal-storage.mjs';
import { childTask } from './child-task.mjs';

const ExcelJS = cmsRequire('exceljs');

childTask({
  prepare: async ({ input, output }) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(input);
    return { workbook, output };
  },
  run: async ({ workbook, output }) => {
    await workbook.xlsx.writeFile(output);
    return {};
  },
});
