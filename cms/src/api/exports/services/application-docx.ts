import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { summaryGroups } from '@bursary/domain/application-summary';
import { staffLabel } from '@bursary/domain/field-display';
import { DOCUMENT_KINDS } from '@bursary/domain/options/document-kinds';
import { RESULTS_PERIODS } from '@bursary/domain/options/results-periods';
import { formatRand } from '@bursary/domain/rand-amount';
import { getService } from '../../../utils/get-service';
import {
  amountPaid,
  decisionLabel,
  documentsSubmitted,
  hasDocumentsCompleted,
  isPaid,
  latestResult,
  referenceOf,
  resultDisplay,
  type ApplicationRecord,
} from './application-records';
import { applicationFileName } from './file-entries';
import type { ZipEntry } from '../utils/zip-download';
import { courseOf, isTrue, officeDay, text, universityOf, yesNo } from '../utils/values';
import type { StaffActor } from '../../../utils/require-staff';

export type DocxKind = 'report' | 'checklist';

type Block = Paragraph | Table;

const APPLICATIONS = 'api::application.application';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const DOCX_NAMES: Record<DocxKind, string> = { report: 'application form', checklist: 'checklist' };

// Line breaks kept: a comment or an answer written over several lines reads the same.
const runs = (value: string, bold = false) =>
  value.split(/\r?\n/).map((line, index) => new TextRun({ text: line, bold, break: index > 0 ? 1 : undefined }));

const title = (value: string) => new Paragraph({ heading: HeadingLevel.TITLE, children: runs(value) });
const heading = (value: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, children: runs(value) });
const subheading = (value: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, children: runs(value) });
const paragraph = (value: string) => new Paragraph({ children: runs(value) });
const labelled = (label: string, value: string) => new Paragraph({ children: [...runs(`${label}: `, true), ...runs(value)] });

const cell = (value: string, bold = false) => new TableCell({ children: [new Paragraph({ children: runs(value, bold) })] });

const table = (header: string[], rows: string[][]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: header.map((value) => cell(value, true)) }),
      ...rows.map((row) => new TableRow({ children: row.map((value) => cell(value)) })),
    ],
  });

const personOf = (record: ApplicationRecord) => `${text(record.applicant.first_name)} ${text(record.applicant.last_name)}`.trim();

const submitted = (record: ApplicationRecord) => {
  if (!isTrue(record.application.submitted)) return 'No';
  const day = officeDay(record.application.submitted_at);
  return day ? `Yes, on ${day}` : 'Yes';
};

const identity = (record: ApplicationRecord): Block[] => [
  labelled('Application No.', referenceOf(record)),
  labelled('Applicant', personOf(record)),
  labelled('Application year', text(record.application.application_year)),
  labelled('Submitted', submitted(record)),
];

const decisionBlocks = (record: ApplicationRecord): Block[] => {
  const blocks: Block[] = [heading('Decision'), labelled('Decision', decisionLabel(record))];
  if (record.decisions.length === 0) return blocks;
  return [
    ...blocks,
    table(
      ['Date', 'Decision', 'Note', 'Subject to', 'By'],
      record.decisions.map((decision) => [
        officeDay(decision.at),
        decision.statusId === 1 ? 'Accepted' : 'Declined',
        decision.note,
        decision.subjectTo,
        decision.by,
      ]),
    ),
  ];
};

const commentBlocks = (record: ApplicationRecord): Block[] => [
  heading('Comments'),
  record.comments.length === 0
    ? paragraph('No comments.')
    : table(['Date', 'By', 'Comment'], record.comments.map((comment) => [officeDay(comment.date), comment.author, comment.comment])),
];

const documentListBlocks = (record: ApplicationRecord): Block[] => [
  heading('Documents'),
  table(
    ['Document', 'Files'],
    DOCUMENT_KINDS.map((kind) => {
      const files = record.documents.filter((document) => document.code === kind.code);
      const names = files.map((file) => `${file.originalName} (${officeDay(file.uploadedAt)})`);
      return [kind.name, names.length > 0 ? names.join('\n') : 'None'];
    }),
  ),
];

const reportBlocks = (record: ApplicationRecord): Block[] => [
  title('Application form'),
  ...identity(record),
  ...summaryGroups({ ...record.application, ...record.applicant }).flatMap((group) => [
    heading(group.title),
    group.items.length === 0 ? paragraph('No answers.') : table(['Question', 'Answer'], group.items.map((item) => [item.label, item.value])),
  ]),
  ...decisionBlocks(record),
  ...commentBlocks(record),
  ...documentListBlocks(record),
];

const paymentBlocks = (record: ApplicationRecord): Block[] => {
  const blocks: Block[] = [heading('Payments'), labelled('Paid', yesNo(isPaid(record)))];
  if (record.payments.length === 0) return [...blocks, paragraph('No payments.')];
  return [
    ...blocks,
    table(
      ['Payment Date', 'In respect of', 'In favour of', 'Reference', 'Amount Approved', 'EFT/Cheque', 'Approved by'],
      record.payments.map((payment) => [
        payment.paymentDate,
        payment.inRespectOf,
        payment.inFavourOf,
        payment.reference,
        formatRand(payment.amountApproved),
        payment.eftChq,
        [payment.approved1, payment.approved2].filter(Boolean).join(', '),
      ]),
    ),
    labelled('Total paid', formatRand(amountPaid(record))),
  ];
};

const resultBlocks = (record: ApplicationRecord): Block[] => [
  heading('Results'),
  labelled('Result', resultDisplay(record)),
  ...RESULTS_PERIODS.flatMap((period): Block[] => {
    const result = latestResult(record, period.value);
    if (!result) return [subheading(period.label), paragraph('No results received.')];
    return [
      subheading(period.label),
      ...(result.noResult
        ? [labelled('No results available', result.noResultReason)]
        : [table(['Subject', 'Mark'], result.subjects.map((subject) => [subject.subjectName, String(subject.subjectMark)]))]),
      labelled('Average', result.average === null ? '' : result.average.toFixed(2)),
      labelled('Pass/Fail', result.passFail ?? ''),
      labelled('Confirmed', yesNo(result.confirmed)),
    ];
  }),
];

const checklistBlocks = (record: ApplicationRecord): Block[] => [
  title('Checklist'),
  ...identity(record),
  labelled(staffLabel('university'), universityOf(record.application)),
  labelled(staffLabel('course'), courseOf(record.application)),
  labelled(staffLabel('student_number'), text(record.application.student_number)),
  labelled(staffLabel('id_number'), text(record.applicant.id_number)),
  heading('Documents received'),
  table(
    ['Document', 'Received', 'Files'],
    DOCUMENT_KINDS.map((kind) => {
      const count = record.documents.filter((document) => document.code === kind.code).length;
      return [kind.name, yesNo(count > 0), String(count)];
    }),
  ),
  labelled('Documents submitted', documentsSubmitted(record)),
  labelled('Documents completed', yesNo(hasDocumentsCompleted(record))),
  ...decisionBlocks(record),
  ...paymentBlocks(record),
  ...resultBlocks(record),
];

// The application form and the review checklist of an application as Word documents.
const applicationDocx = ({ strapi }: { strapi: Core.Strapi }) => {
  const records = () => getService('exports.application-records');

  const service = {
    // "<First> <Last> (<application reference>) - checklist.docx", alone and in the zips alike.
    filename(kind: DocxKind, record: ApplicationRecord) {
      return `${applicationFileName(text(record.applicant.first_name), text(record.applicant.last_name), referenceOf(record))} - ${DOCX_NAMES[kind]}.docx`;
    },

    async build(kind: DocxKind, record: ApplicationRecord): Promise<Buffer> {
      const document = new Document({
        creator: 'Bursary office',
        title: `${personOf(record)} (${referenceOf(record)}) - ${DOCX_NAMES[kind]}`,
        sections: [{ children: kind === 'report' ? reportBlocks(record) : checklistBlocks(record) }],
      });
      return Packer.toBuffer(document);
    },

    // Checklists once downloaded are marked so, for the grid.
    async markChecklistsDownloaded(applicationIds: number[]) {
      if (applicationIds.length === 0) return;
      await strapi.db.query(APPLICATIONS).updateMany({
        where: { id: { $in: applicationIds } },
        data: { checklist_downloaded: true },
      });
    },

    // One application's form or checklist; the download is audited.
    async download(staff: StaffActor, kind: DocxKind, applicationId: number) {
      const record = await records().load(applicationId);
      const docx = await service.build(kind, record);
      const filename = service.filename(kind, record);
      const audit = getService('audit.audit-log');
      if (kind === 'report') {
        await audit.record(staff, { action: 'download.application_form', targetType: 'application', targetId: applicationId, details: { filename } });
        return { filename, docx };
      }
      await strapi.db.transaction(async () => {
        await service.markChecklistsDownloaded([applicationId]);
        await audit.record(staff, {
          action: 'download.checklist',
          targetType: 'application',
          targetId: applicationId,
          before: { checklist_downloaded: isTrue(record.application.checklist_downloaded) },
          after: { checklist_downloaded: true },
          details: { filename },
        });
      });
      return { filename, docx };
    },

    // The forms or checklists of a year's applications as zip entries, built one at a time as the
    // zip is sent; checklists are marked downloaded a page at a time.
    entries(kind: DocxKind, year: number) {
      return async function* (): AsyncGenerator<ZipEntry> {
        for await (const page of records().records(year)) {
          for (const record of page) {
            const docx = await service.build(kind, record);
            yield { name: service.filename(kind, record), date: new Date(), open: async () => Readable.from(docx) };
          }
          if (kind === 'checklist') await service.markChecklistsDownloaded(page.map((record) => record.applicationId));
        }
      };
    },
  };
  return service;
};

export type ApplicationDocxService = ReturnType<typeof applicationDocx>;
export default applicationDocx;
