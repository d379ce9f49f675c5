import fs from 'node:fs';
import jwt from 'jsonwebtoken';
import { api, signIn } from './api';
import { authorised, registerApplicant, type TestApplicant } from './applicants';
import { createApplication } from './applications';
import { db } from './database';
import { documentRows } from './files';
import { issueLinkToken, tampered } from './link-tokens';
import { decide } from './applications';
import { submittedApplication } from './submitted-applications';
import { newReviewer, type TestReviewer } from './reviewers';

// Every /api route the cms's router has, with a call to make and the answer each kind of caller
// must get, written down. tests/api/authorisation-matrix.test.ts checks every cell and that every
// route has a row (so no route ships without someone deciding who may call it);
// tests/api/hostile-input.test.ts sends generated bodies to every route as its most trusted caller.

export const CALLERS = ['anonymous', 'applicantA', 'applicantB', 'staff', 'reviewer', 'expiredToken', 'tamperedToken', 'linkHolder'] as const;
export type Caller = (typeof CALLERS)[number];
export type Expected = Record<Caller, number>;

export type Fixture = {
  a: TestApplicant & { user: number };
  b: TestApplicant & { user: number };
  staff: { token: string };
  /** a reviewer (issue 18); A's application is in the open pool, so in their pool */
  reviewer: TestReviewer;
  applicationA: number;
  applicationB: number;
  documentA: number;
  paymentA: number;
  /** documents-request links: A's (every caller but the link holder uses it) and B's (the link holder's) */
  documentsLinkA: string;
  documentsLinkB: string;
  resultsLinkA: string;
  resultsLinkB: string;
  expiredToken: string;
  tamperedToken: string;
};

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string; body?: object; fields?: Record<string, string>; headers?: Record<string, string> };
/** messages: where two cells share a status for different reasons, the error each must say. */
export type Row = { route: string; call: (f: Fixture, caller: Caller) => Call; expected: Expected; messages?: Partial<Record<Caller, RegExp>> };

const OTHER_APPLICATION = /This link is for another application/;

const everyone = (status: number): Expected =>
  Object.fromEntries(CALLERS.map((caller) => [caller, status])) as Expected;

// Anyone without a valid login: no token, an expired one, a forged one, or a link token.
const NOT_SIGNED_IN = { anonymous: 401, expiredToken: 401, tamperedToken: 401, linkHolder: 401 } as const;

/** Staff-only by policy: applicants and reviewers get 403, staff get past the policy to `staff`. */
const staffOnly = (staff: number): Expected => ({ ...NOT_SIGNED_IN, applicantA: 403, applicantB: 403, staff, reviewer: 403 });

/**
 * Staff, and reviewers within their pool (issue 18): A's application is in the reviewer's (the open
 * pool), so the reviewer gets the staff member's answer unless told otherwise.
 */
const backOffice = (staff: number, reviewer = staff): Expected => ({ ...staffOnly(staff), reviewer });

/** An applicant's own record: A reaches theirs, B (sending A's ids) gets the answer of a missing one; a reviewer is refused unless told. */
const applicantOwn = (own: number, { b = 404, staff = 403, reviewer = 403 } = {}): Expected => ({
  ...NOT_SIGNED_IN,
  applicantA: own,
  applicantB: b,
  staff,
  reviewer,
});

/**
 * Content-API routes of Strapi's plugins (upload, i18n, content-type builder, e-mail): closed to
 * every caller. users-permissions guards them: no token is the Public role, which may do none of
 * it (403); our login tokens are not its tokens (401).
 */
const PLUGIN_ROUTE: Expected = { ...everyone(401), anonymous: 403 };

export const bearerOf = (f: Fixture, caller: Caller): Record<string, string> => {
  switch (caller) {
    case 'anonymous':
      return {};
    case 'applicantA':
      return authorised(f.a);
    case 'applicantB':
      return authorised(f.b);
    case 'staff':
      return authorised(f.staff);
    case 'reviewer':
      return authorised(f.reviewer);
    case 'expiredToken':
      return { Authorization: `Bearer ${f.expiredToken}` };
    case 'tamperedToken':
      return { Authorization: `Bearer ${f.tamperedToken}` };
    case 'linkHolder':
      return { Authorization: `Bearer ${f.documentsLinkB}` };
  }
};

const TUS = { 'Tus-Resumable': '1.0.0' };
const tusMetadata = (pairs: Record<string, string>) =>
  Object.entries(pairs).map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`).join(',');
const UNKNOWN_UPLOAD = `/api/resumableuploads/${'0'.repeat(32)}`;
const UNKNOWN_LINK_UPLOAD = `/api/linkuploads/${'0'.repeat(32)}`;

const get = (path: string): Call => ({ method: 'GET', path });
const post = (path: string, body: object = {}): Call => ({ method: 'POST', path, body });

// Link pages: the link holder holds B's link and tries A's application; every other caller holds
// A's link (their login, if any, plays no part). Files are left out, so nothing is stored and no
// link is used up: the answer shows whether the call got past the link check.
const documentsLinkOf = (f: Fixture, caller: Caller) => (caller === 'linkHolder' ? f.documentsLinkB : f.documentsLinkA);
const resultsLinkOf = (f: Fixture, caller: Caller) => (caller === 'linkHolder' ? f.resultsLinkB : f.resultsLinkA);

export const ROWS: Row[] = [
  // Public: the landing page's content and the option lists.
  { route: 'GET /api/portal-content', call: () => get('/api/portal-content'), expected: everyone(200) },
  { route: 'GET /api/reference-lists', call: () => get('/api/reference-lists'), expected: everyone(200) },

  // Accounts: public forms that validate their body whoever calls (an empty body is refused).
  { route: 'POST /api/login', call: () => post('/api/login', {}), expected: everyone(400) },
  { route: 'POST /api/addapplicant', call: () => post('/api/addapplicant', {}), expected: everyone(400) },
  { route: 'POST /api/passwordchange', call: () => post('/api/passwordchange', {}), expected: everyone(400) },
  {
    route: 'POST /api/handlepasswordchange/:token',
    call: (f) => post(`/api/handlepasswordchange/${f.documentsLinkA}`, { password: 'Bursary2025x', re_password: 'Bursary2025x' }),
    // A documents link is not a reset link, whoever sends it.
    expected: everyone(400),
  },

  // The applicant's own steps: ids come from the login, so B reaches B's own record.
  { route: 'GET /api/myapplication', call: () => get('/api/myapplication'), expected: applicantOwn(200, { b: 200 }) },
  {
    route: 'GET /api/applicationsummary',
    call: (f) => get(`/api/applicationsummary?application_id=${f.applicationA}`),
    expected: applicantOwn(200),
  },
  { route: 'POST /api/savesocialinfo', call: () => post('/api/savesocialinfo', {}), expected: applicantOwn(400, { b: 400 }) },
  // A already has this year's application (409); B too.
  { route: 'POST /api/addapplication', call: () => post('/api/addapplication', {}), expected: applicantOwn(400, { b: 400 }) },
  {
    route: 'POST /api/updateapplicant',
    // Applicants edit their own record whatever applicant_id says (B: B's own); staff name the
    // applicant. A blank first name is refused before anything is written.
    call: (f) => post('/api/updateapplicant', { applicant_id: f.a.applicantId, applicant: { first_name: '' } }),
    expected: applicantOwn(400, { b: 400, staff: 400 }),
  },
  {
    route: 'POST /api/updateapplication',
    call: (f) => post('/api/updateapplication', { application_id: f.applicationA, father_monthly_salary: 'x' }),
    // A's application is submitted, so A may no longer change it (403); staff may (400: the bad amount).
    expected: applicantOwn(403, { staff: 400 }),
  },
  {
    route: 'POST /api/updateapplicationfiles',
    call: (f) => ({ method: 'POST', path: '/api/updateapplicationfiles', fields: { application_id: String(f.applicationA), filename: 'id_document' } }),
    // As above: no changes after submitting (403); staff get to the missing file (400).
    expected: applicantOwn(403, { staff: 400 }),
  },
  {
    route: 'POST /api/appsubmit',
    call: (f) => post('/api/appsubmit', { application_id: f.applicationA, pledge_by_Applicant: 1 }),
    // A's is already submitted (409).
    expected: applicantOwn(409),
  },
  {
    route: 'POST /api/withdrawapplication',
    call: (f) => post('/api/withdrawapplication', { application_id: f.applicationA }),
    // A's was accepted: too late to withdraw (409), and nothing changes; staff never withdraw one.
    expected: applicantOwn(409),
    messages: { applicantA: /^A decision has been made on this application/ },
  },
  // Everything held about the caller: from the login, so B gets B's own.
  { route: 'GET /api/mydata', call: () => get('/api/mydata'), expected: applicantOwn(200, { b: 200 }) },
  { route: 'GET /api/fechdata/:applicantId', call: (f) => get(`/api/fechdata/${f.a.applicantId}`), expected: applicantOwn(200) },
  {
    route: 'GET /api/getapplicantdata/:user/:year',
    // B's 2024 application, asked for by B (their own) and by A with B's user id (not theirs).
    call: (f) => get(`/api/getapplicantdata/${f.b.user}/2024`),
    expected: { ...NOT_SIGNED_IN, applicantA: 404, applicantB: 200, staff: 403, reviewer: 403 },
  },
  {
    route: 'GET /api/applicationdocuments',
    call: (f) => get(`/api/applicationdocuments?application_id=${f.applicationA}`),
    expected: applicantOwn(200, { staff: 200, reviewer: 200 }),
  },
  {
    route: 'GET /api/getapplicantfile',
    call: (f) => get(`/api/getapplicantfile?application_id=${f.applicationA}&filename=id_document`),
    expected: applicantOwn(200, { staff: 200, reviewer: 200 }),
  },
  {
    route: 'GET /api/downloadsupportingdoc',
    call: (f) => get(`/api/downloadsupportingdoc?application_id=${f.applicationA}&filename=${f.documentA}&doctype=id_document`),
    expected: applicantOwn(200, { staff: 200, reviewer: 200 }),
  },
  {
    route: 'POST /api/uploadsupportingdocs',
    call: (f) => ({ method: 'POST', path: '/api/uploadsupportingdocs', fields: { application_id: String(f.applicationA) } }),
    expected: applicantOwn(400),
  },
  // Resumable uploads (tus): A's application is submitted (403), B names A's (404); an upload id
  // nobody started is everyone's 404. GET also answers HEAD, how the protocol asks for the offset.
  {
    route: 'POST /api/resumableuploads',
    call: (f) => ({
      method: 'POST',
      path: '/api/resumableuploads',
      headers: { ...TUS, 'Upload-Length': '100', 'Upload-Metadata': tusMetadata({ application_id: String(f.applicationA), filename: 'id_document', name: 'id.pdf' }) },
    }),
    expected: applicantOwn(403),
    messages: { applicantA: /submitted/ },
  },
  { route: 'GET /api/resumableuploads/:id', call: () => ({ method: 'GET', path: UNKNOWN_UPLOAD, headers: TUS }), expected: applicantOwn(404) },
  {
    route: 'PATCH /api/resumableuploads/:id',
    call: () => ({ method: 'PATCH', path: UNKNOWN_UPLOAD, headers: { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' } }),
    expected: applicantOwn(404),
  },
  {
    route: 'GET /api/downloadpledgeletter',
    call: (f) => get(`/api/downloadpledgeletter?applicant_id=${f.a.applicantId}`),
    expected: applicantOwn(200, { staff: 200 }),
  },
  {
    route: 'GET /api/downloadcongratulationsletter',
    call: (f) => get(`/api/downloadcongratulationsletter?applicant_id=${f.a.applicantId}`),
    expected: applicantOwn(200, { staff: 200 }),
  },
  {
    route: 'GET /api/downloadconsentform',
    call: (f) => get(`/api/downloadconsentform?applicant_id=${f.a.applicantId}`),
    expected: applicantOwn(200, { staff: 200 }),
  },
  {
    route: 'GET /api/downloaddeclineletter',
    call: (f) => get(`/api/downloaddeclineletter?applicant_id=${f.a.applicantId}`),
    // A was accepted: there is no decline letter for them (409), for staff either.
    expected: applicantOwn(409, { staff: 409 }),
  },

  // Link pages: the link, not a login, is the key.
  {
    route: 'GET /api/latelink/:token',
    call: (f) => get(`/api/latelink/${f.documentsLinkA}`),
    // A documents link is not a late-application invitation, whoever sends it.
    expected: everyone(400),
  },
  {
    route: 'GET /api/uploadlink/:token',
    call: (f, caller) => get(`/api/uploadlink/${documentsLinkOf(f, caller)}`),
    // The link holder's own link answers for their own application only.
    expected: everyone(200),
  },
  // Resumable uploads through a link (tus, the token in X-Link-Token): B's link on A's application
  // is refused; A's link asking for a document it does not take is refused before a byte; an
  // upload id the link did not start is not found.
  {
    route: 'POST /api/linkuploads',
    call: (f, caller) => ({
      method: 'POST',
      path: '/api/linkuploads',
      headers: {
        ...TUS,
        'X-Link-Token': documentsLinkOf(f, caller),
        'Upload-Length': '100',
        'Upload-Metadata': tusMetadata({ application_id: String(f.applicationA), filename: 'cv', name: 'cv.pdf' }),
      },
    }),
    expected: everyone(400),
    messages: { anonymous: /^Only these documents can be uploaded here/, linkHolder: OTHER_APPLICATION },
  },
  {
    route: 'GET /api/linkuploads/:id',
    call: (f, caller) => ({ method: 'GET', path: UNKNOWN_LINK_UPLOAD, headers: { ...TUS, 'X-Link-Token': documentsLinkOf(f, caller) } }),
    expected: everyone(404),
  },
  {
    route: 'PATCH /api/linkuploads/:id',
    call: (f, caller) => ({
      method: 'PATCH',
      path: UNKNOWN_LINK_UPLOAD,
      headers: { ...TUS, 'X-Link-Token': documentsLinkOf(f, caller), 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    }),
    expected: everyone(404),
  },
  {
    route: 'POST /api/uploadrequesteddocs',
    call: (f, caller) => ({
      method: 'POST',
      path: '/api/uploadrequesteddocs',
      fields: { token: documentsLinkOf(f, caller), application_id: String(f.applicationA) },
    }),
    // A's link with no files: the missing file (400); B's link on A's application: refused (400).
    expected: everyone(400),
    messages: { anonymous: /^(?!This link)/, linkHolder: OTHER_APPLICATION },
  },
  {
    route: 'POST /api/submitresults',
    call: (f, caller) => ({
      method: 'POST',
      path: '/api/submitresults',
      fields: { token: resultsLinkOf(f, caller), application_id: String(f.applicationA), results: '{}' },
    }),
    expected: everyone(400),
    messages: { anonymous: /^(?!This link)/, linkHolder: OTHER_APPLICATION },
  },

  // Staff only. Bodies that would change data are left incomplete, so the staff cell proves the
  // policy let staff through (a validation answer) without changing anything.
  { route: 'POST /api/searchapplication', call: () => post('/api/searchapplication', { application_year: 2025, page: 1 }), expected: backOffice(200) },
  { route: 'POST /api/searchapplicants', call: () => post('/api/searchapplicants', { query: 'zz' }), expected: staffOnly(200) },
  { route: 'GET /api/getapplication/:application_id', call: (f) => get(`/api/getapplication/${f.applicationA}`), expected: backOffice(200) },
  { route: 'GET /api/getapplicationsatus/:application_id', call: (f) => get(`/api/getapplicationsatus/${f.applicationA}`), expected: backOffice(200) },
  { route: 'GET /api/applicationforms/:application_id', call: (f) => get(`/api/applicationforms/${f.applicationA}`), expected: staffOnly(200) },
  { route: 'POST /api/aplicantionreport', call: () => post('/api/aplicantionreport', {}), expected: staffOnly(200) },
  { route: 'POST /api/addstatus', call: (f) => post('/api/addstatus', { application_id: f.applicationA }), expected: staffOnly(400) },
  { route: 'POST /api/addstatuses', call: (f) => post('/api/addstatuses', { application_ids: [f.applicationA] }), expected: staffOnly(400) },
  { route: 'GET /api/getdecisions', call: (f) => get(`/api/getdecisions?application_id=${f.applicationA}`), expected: staffOnly(200) },
  { route: 'POST /api/addcomment', call: (f) => post('/api/addcomment', { application_id: f.applicationA, comment: '' }), expected: backOffice(400) },
  { route: 'GET /api/getcomments', call: (f) => get(`/api/getcomments?application_id=${f.applicationA}`), expected: backOffice(200) },
  { route: 'GET /api/gettimeline', call: (f) => get(`/api/gettimeline?application_id=${f.applicationA}`), expected: staffOnly(200) },
  // Id 0 is an id no record has: the policy let staff through to "not found".
  { route: 'POST /api/sendocscompleted', call: () => post('/api/sendocscompleted', { application_id: 0 }), expected: staffOnly(404) },
  { route: 'POST /api/addpaymet', call: (f) => post('/api/addpaymet', { application_id: f.applicationA, bank: '' }), expected: staffOnly(400) },
  { route: 'POST /api/deletepayment', call: () => post('/api/deletepayment', { payment_id: 0 }), expected: staffOnly(404) },
  { route: 'GET /api/getpayments', call: (f) => get(`/api/getpayments?application_id=${f.applicationA}`), expected: staffOnly(200) },
  { route: 'GET /api/bankingpresets', call: () => get('/api/bankingpresets'), expected: staffOnly(200) },
  { route: 'GET /api/getbudget', call: () => get('/api/getbudget?application_year=2025'), expected: staffOnly(200) },
  // Scoring (issue 18): reads answer staff; saves without scores, and a look at an id no record has, change nothing.
  { route: 'GET /api/getrubric', call: (f) => get(`/api/getrubric?application_id=${f.applicationA}`), expected: backOffice(200) },
  { route: 'GET /api/getscores', call: (f) => get(`/api/getscores?application_id=${f.applicationA}`), expected: backOffice(200) },
  { route: 'POST /api/savescores', call: (f) => post('/api/savescores', { application_id: f.applicationA }), expected: backOffice(400) },
  { route: 'POST /api/submitscores', call: (f) => post('/api/submitscores', { application_id: f.applicationA }), expected: backOffice(400) },
  { route: 'POST /api/lookwithoutscoring', call: () => post('/api/lookwithoutscoring', { application_id: 0 }), expected: staffOnly(404) },
  { route: 'GET /api/reviewqueue', call: () => get('/api/reviewqueue?application_year=2019'), expected: backOffice(200) },
  // An empty preset: the policy let staff through to "Bank is required", and nothing is stored.
  { route: 'POST /api/bankingpresets', call: () => post('/api/bankingpresets', {}), expected: staffOnly(400) },
  { route: 'GET /api/getresultsdata', call: (f) => get(`/api/getresultsdata?application_id=${f.applicationA}`), expected: backOffice(200) },
  { route: 'POST /api/confirmresult', call: (f) => post('/api/confirmresult', { application_id: f.applicationA }), expected: staffOnly(400) },
  { route: 'POST /api/senddocumentsrequest', call: () => post('/api/senddocumentsrequest', {}), expected: staffOnly(400) },
  { route: 'POST /api/sendresultrequest', call: () => post('/api/sendresultrequest', {}), expected: staffOnly(400) },
  { route: 'POST /api/sendgeneralemails', call: () => post('/api/sendgeneralemails', {}), expected: staffOnly(400) },
  // The e-mails not delivered, across all applicants; resending an id no e-mail has changes nothing.
  { route: 'GET /api/undeliveredemails', call: () => get('/api/undeliveredemails'), expected: staffOnly(200) },
  { route: 'POST /api/resendemail', call: () => post('/api/resendemail', { email_id: 0 }), expected: staffOnly(404) },
  { route: 'POST /api/sendlateapplicationrequest', call: () => post('/api/sendlateapplicationrequest', {}), expected: staffOnly(400) },
  // A run_id that is not a number: the progress question is refused without sending anything.
  { route: 'GET /api/sendallaccepted', call: () => get('/api/sendallaccepted?run_id=none'), expected: staffOnly(400) },
  { route: 'GET /api/sendalldeclined', call: () => get('/api/sendalldeclined?run_id=none'), expected: staffOnly(400) },
  // The counts before a bulk send: an empty form is refused as its send refuses it; the letters' counts send nothing.
  { route: 'POST /api/senddocumentsrequest/count', call: () => post('/api/senddocumentsrequest/count', {}), expected: staffOnly(400) },
  { route: 'POST /api/sendresultrequest/count', call: () => post('/api/sendresultrequest/count', {}), expected: staffOnly(400) },
  { route: 'GET /api/sendallaccepted/count', call: () => get('/api/sendallaccepted/count'), expected: staffOnly(200) },
  { route: 'GET /api/sendalldeclined/count', call: () => get('/api/sendalldeclined/count'), expected: staffOnly(200) },
  // Reminders to in-progress applicants: the send without the year it confirms is refused; the count sends nothing.
  { route: 'POST /api/sendinprogressreminders', call: () => post('/api/sendinprogressreminders', {}), expected: staffOnly(400) },
  {
    route: 'GET /api/sendinprogressreminders/count',
    call: () => get('/api/sendinprogressreminders/count?application_year=2025'),
    expected: staffOnly(200),
  },
  {
    route: 'GET /api/getapplicantfileadmin',
    call: (f) => get(`/api/getapplicantfileadmin?application_id=${f.applicationA}&filename=${f.documentA}`),
    expected: backOffice(200),
  },
  {
    route: 'GET /api/getformchecklistfile',
    call: (f) => get(`/api/getformchecklistfile?application_id=${f.applicationA}&filename=checklist`),
    expected: staffOnly(200),
  },
  { route: 'GET /api/downloadapplicantfolder', call: (f) => get(`/api/downloadapplicantfolder?applicant_id=${f.a.applicantId}`), expected: staffOnly(200) },
  // Whole-year zips and exports: a year with no applications keeps the staff cell quick.
  { route: 'GET /api/getapplicationfiles', call: () => get('/api/getapplicationfiles?application_year=2019'), expected: staffOnly(200) },
  { route: 'GET /api/getchecklistfiles', call: () => get('/api/getchecklistfiles?application_year=2019'), expected: staffOnly(200) },
  { route: 'GET /api/downloadapplicationfrom', call: () => get('/api/downloadapplicationfrom?application_year=2019'), expected: staffOnly(200) },
  { route: 'GET /api/exports/checklist', call: () => get('/api/exports/checklist?application_year=2019'), expected: staffOnly(200) },
  { route: 'GET /api/exports/results', call: () => get('/api/exports/results?application_year=2019&results_period=all'), expected: staffOnly(200) },
  { route: 'GET /api/exports/payments', call: () => get('/api/exports/payments?from=2019-01-01&to=2019-01-31'), expected: staffOnly(200) },
  { route: 'POST /api/getallresults', call: () => post('/api/getallresults', { application_year: 2019, results_period: 'all' }), expected: staffOnly(200) },

  // Reviewers (issue 18): managed by staff; the invitation link is the key to its page. Bodies left
  // incomplete (or naming user 0, which no reviewer has) change nothing.
  { route: 'GET /api/reviewers', call: () => get('/api/reviewers'), expected: staffOnly(200) },
  { route: 'POST /api/invitereviewer', call: () => post('/api/invitereviewer', {}), expected: staffOnly(400) },
  { route: 'POST /api/deactivatereviewer', call: () => post('/api/deactivatereviewer', { user_id: 0 }), expected: staffOnly(400) },
  { route: 'POST /api/reactivatereviewer', call: () => post('/api/reactivatereviewer', { user_id: 0 }), expected: staffOnly(400) },
  // A documents link is not a reviewer invitation, whoever sends it.
  { route: 'GET /api/reviewerinvitation/:token', call: (f) => get(`/api/reviewerinvitation/${f.documentsLinkA}`), expected: everyone(400) },
  {
    route: 'POST /api/reviewerinvitation/:token',
    call: (f) => post(`/api/reviewerinvitation/${f.documentsLinkA}`, { password: 'Review2025x', re_password: 'Review2025x' }),
    expected: everyone(400),
  },
  { route: 'GET /api/getassignments', call: (f) => get(`/api/getassignments?application_id=${f.applicationA}`), expected: staffOnly(200) },
  { route: 'POST /api/assignreviewer', call: (f) => post('/api/assignreviewer', { application_id: f.applicationA }), expected: staffOnly(400) },
  { route: 'POST /api/unassignreviewer', call: (f) => post('/api/unassignreviewer', { application_id: f.applicationA }), expected: staffOnly(400) },
  { route: 'POST /api/assignfrompool', call: () => post('/api/assignfrompool', {}), expected: staffOnly(400) },

  // Strapi's plugins: their content-API routes exist but no role may use them (editors use the
  // admin panel); our login tokens are not users-permissions tokens, so every caller is refused.
  { route: 'GET /api/upload/files', call: () => get('/api/upload/files'), expected: PLUGIN_ROUTE },
  { route: 'GET /api/upload/files/:id', call: () => get('/api/upload/files/1'), expected: PLUGIN_ROUTE },
  { route: 'GET /api/upload/files/page', call: () => get('/api/upload/files/page'), expected: PLUGIN_ROUTE },
  { route: 'DELETE /api/upload/files/:id', call: () => ({ method: 'DELETE', path: '/api/upload/files/1' }), expected: PLUGIN_ROUTE },
  { route: 'POST /api/upload', call: () => ({ method: 'POST', path: '/api/upload', fields: {} }), expected: PLUGIN_ROUTE },
  { route: 'POST /api/email', call: () => post('/api/email', { to: 'x@example.org', subject: 's', text: 't' }), expected: PLUGIN_ROUTE },
  { route: 'GET /api/i18n/locales', call: () => get('/api/i18n/locales'), expected: PLUGIN_ROUTE },
  { route: 'GET /api/content-type-builder/components', call: () => get('/api/content-type-builder/components'), expected: PLUGIN_ROUTE },
  {
    route: 'GET /api/content-type-builder/components/:uid',
    call: () => get('/api/content-type-builder/components/shared.x'),
    expected: PLUGIN_ROUTE,
  },
  { route: 'GET /api/content-type-builder/content-types', call: () => get('/api/content-type-builder/content-types'), expected: PLUGIN_ROUTE },
  {
    route: 'GET /api/content-type-builder/content-types/:uid',
    call: () => get('/api/content-type-builder/content-types/api::application.application'),
    expected: PLUGIN_ROUTE,
  },

  // Last: logging out ends the callers' sessions.
  { route: 'GET /api/logout', call: () => get('/api/logout'), expected: { ...NOT_SIGNED_IN, applicantA: 200, applicantB: 200, staff: 200, reviewer: 200 } },
];

export const send = (call: Call, headers: Record<string, string>) => {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  let request = api()[method](call.path).set(headers);
  if (call.headers) request = request.set(call.headers);
  if (call.fields) {
    for (const [name, value] of Object.entries(call.fields)) request = request.field(name, value);
    return request;
  }
  return call.body ? request.send(call.body) : request;
};

export const routerRoutes = (): string[] => JSON.parse(fs.readFileSync(process.env.CMS_TEST_ROUTES_FILE!, 'utf8'));

/** A (submitted and accepted, with a payment) and B (a started application moved to 2024), staff, their links and bad tokens. */
export const arrangeMatrixFixture = async (): Promise<Fixture> => {
  const submittedA = await submittedApplication({ first_name: 'Matrix', last_name: 'Applicant-A' });
  const staff = await signIn();
  await decide(submittedA.applicationId, 1, { staff });
  const login = await api().post('/api/login').send({ email: submittedA.applicant.email, password: submittedA.applicant.password }).expect(200);
  const b = await registerApplicant({ first_name: 'Matrix', last_name: 'Applicant-B' });
  const applicationB = await createApplication(b);
  // B applied last cycle too: an earlier application for the previous-year call.
  await db()('applications').where({ id: applicationB }).update({ application_year: 2024 });
  const loginB = await api().post('/api/login').send({ email: b.email, password: b.password }).expect(200);
  const [document] = await documentRows(submittedA.applicationId);
  const payment = await api()
    .post('/api/addpaymet')
    .set(authorised(staff))
    .send({ application_id: submittedA.applicationId, bank: 'FNB', account_no: '62000000000', branch_code: '250655', amount_approved: 1000, in_respect_of: 'Education' })
    .expect(200);

  // A login token past its expiry, signed with the real secret: only the expiry is wrong.
  const claims = jwt.decode(login.body.token) as Record<string, unknown>;
  const { exp: _exp, iat: _iat, ...kept } = claims;
  const expiredToken = jwt.sign({ ...kept, iat: Math.floor(Date.now() / 1000) - 7200 }, process.env.JWT_SECRET!, { expiresIn: -3600, algorithm: 'HS256' });

  return {
    a: { ...submittedA.applicant, token: login.body.token, user: login.body.user },
    b: { ...b, token: loginB.body.token, user: loginB.body.user },
    staff,
    reviewer: await newReviewer(staff, 'Matrix', 'Reviewer'),
    applicationA: submittedA.applicationId,
    applicationB,
    documentA: document.id,
    paymentA: payment.body.payment.payment_id,
    documentsLinkA: await issueLinkToken({ purpose: 'documents_request', applicationId: submittedA.applicationId, payload: { files: [5] } }),
    documentsLinkB: await issueLinkToken({ purpose: 'documents_request', applicationId: applicationB, payload: { files: [5] } }),
    resultsLinkA: await issueLinkToken({ purpose: 'results_request', applicationId: submittedA.applicationId, payload: { resultType: 1 } }),
    resultsLinkB: await issueLinkToken({ purpose: 'results_request', applicationId: applicationB, payload: { resultType: 1 } }),
    expiredToken,
    tamperedToken: tampered(login.body.token),
  };
};
