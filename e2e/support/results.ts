import { expect, type APIRequestContext } from '@playwright/test';
import { samplePdf, staffPost } from './applicants';
import { E2E } from './e2e-env';
import { waitForLinkPath } from './mail-links';

type SentResults = {
  /** 0 mid-year, 1 final-year */
  resultType: 0 | 1;
  /** as the results page sends them: { subjects: [{ subjectName, subjectMark }] } or { no_result: true, reason } */
  results: object;
  /** the transcript's file name; no transcript is sent without one */
  transcript?: string;
};

// The results links this worker has used: a second request to the same applicant sends a new one.
const usedLinks: string[] = [];

/** Results sent as the applicant sends them: staff e-mail a results request, and the applicant submits through its link. */
export const sendResults = async (
  request: APIRequestContext,
  { applicationId, email }: { applicationId: number; email: string },
  { resultType, results, transcript }: SentResults,
) => {
  await staffPost(request, '/api/sendresultrequest', {
    cc: '',
    subject: 'Please send your results',
    body: 'Please upload your results.',
    resultType,
    selectedApps: [applicationId],
  });
  const linkPath = await waitForLinkPath(email, 'uploadresults', usedLinks);
  usedLinks.push(linkPath);
  const sent = await request.post(`${E2E.cmsUrl}/api/submitresults`, {
    multipart: {
      token: linkPath.split('/').pop() as string,
      results: JSON.stringify(results),
      ...(transcript && { file: { name: transcript, mimeType: 'application/pdf', buffer: samplePdf() } }),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
};
