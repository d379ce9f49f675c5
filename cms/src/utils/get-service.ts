import type { LoginSessionService } from '../api/account/services/login-session';
import type { AccountsService } from '../api/account/services/accounts';
import type { RegistrationService } from '../api/account/services/registration';
import type { PasswordResetService } from '../api/account/services/password-reset';
import type { LinkTokensService } from '../api/messaging/services/link-tokens';
import type { MailerService } from '../api/messaging/services/mailer';
import type { ProfileService } from '../api/applicant/services/profile';
import type { ApplicationsService } from '../api/application/services/applications';
import type { DocumentStorageService } from '../api/application/services/document-storage';
import type { DocumentsService } from '../api/application/services/documents';
import type { UploadLinksService } from '../api/application/services/upload-links';
import type { ResultsService } from '../api/application/services/results';
import type { ListedChoicesService } from '../api/reference/services/listed-choices';
import type { LettersService } from '../api/letters/services/letters';
import type { LetterPdfService } from '../api/letters/services/letter-pdf';
import type { PortalContentService } from '../api/portal/services/portal-content';
import type { ReferenceListsService } from '../api/reference/services/reference-lists';

import type { AuditLogService } from '../api/audit/services/audit-log';
import type { DecisionsService } from '../api/review/services/decisions';
import type { CommentsService } from '../api/review/services/comments';
import type { DocumentsCompletedService } from '../api/review/services/documents-completed';
import type { ReviewResultsService } from '../api/review/services/results';
import type { EditOnBehalfService } from '../api/review/services/edit-on-behalf';
import type { PaymentsService } from '../api/payment/services/payments';

import type { ApplicationSearchService } from '../api/search/services/application-search';
import type { ApplicationRowsService } from '../api/search/services/application-rows';
import type { StatisticsService } from '../api/statistics/services/statistics';
import type { StaffEmailsService } from '../api/outreach/services/staff-emails';
import type { RecipientsService } from '../api/outreach/services/recipients';
import type { BulkLettersService } from '../api/outreach/services/bulk-letters';

import type { ApplicationRecordsService } from '../api/exports/services/application-records';
import type { ApplicationDocxService } from '../api/exports/services/application-docx';
import type { FileEntriesService } from '../api/exports/services/file-entries';
import type { SpreadsheetsService } from '../api/exports/services/spreadsheets';
import type { StaffDocumentsService } from '../api/exports/services/staff-documents';

type Services = {
  'account.login-session': LoginSessionService;
  'account.accounts': AccountsService;
  'account.registration': RegistrationService;
  'account.password-reset': PasswordResetService;
  'messaging.link-tokens': LinkTokensService;
  'messaging.mailer': MailerService;
  'applicant.profile': ProfileService;
  'application.applications': ApplicationsService;
  'application.document-storage': DocumentStorageService;
  'application.documents': DocumentsService;
  'application.upload-links': UploadLinksService;
  'application.results': ResultsService;
  'reference.listed-choices': ListedChoicesService;
  'letters.letters': LettersService;
  'letters.letter-pdf': LetterPdfService;
  'portal.portal-content': PortalContentService;
  'reference.reference-lists': ReferenceListsService;
  'audit.audit-log': AuditLogService;
  'review.decisions': DecisionsService;
  'review.comments': CommentsService;
  'review.documents-completed': DocumentsCompletedService;
  'review.results': ReviewResultsService;
  'review.edit-on-behalf': EditOnBehalfService;
  'payment.payments': PaymentsService;
  'search.application-search': ApplicationSearchService;
  'search.application-rows': ApplicationRowsService;
  'statistics.statistics': StatisticsService;
  'outreach.staff-emails': StaffEmailsService;
  'outreach.recipients': RecipientsService;
  'outreach.bulk-letters': BulkLettersService;
  'exports.application-records': ApplicationRecordsService;
  'exports.application-docx': ApplicationDocxService;
  'exports.file-entries': FileEntriesService;
  'exports.spreadsheets': SpreadsheetsService;
  'exports.staff-documents': StaffDocumentsService;
};

export const getService = <Name extends keyof Services>(name: Name): Services[Name] =>
  strapi.service(`api::${name}` as any) as unknown as Services[Name];
