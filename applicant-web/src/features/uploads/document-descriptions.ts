import type { DocumentField } from '@bursary/domain/options/document-kinds';

/** What each document is and where the applicant gets it, shown with its file picker. */
export const DOCUMENT_DESCRIPTIONS: Record<DocumentField, string> = {
  id_document: 'Your South African ID, passport or refugee/asylum permit: a clear scan or photo of it.',
  affidavit:
    "Proof of your household's income: payslips of the people who support you, or a sworn affidavit (from a police station) where there is no income.",
  recommendation: 'A testimonial letter about you from a religious leader, or from your school or university.',
  motivation_letter: 'A letter you write yourself about your studies, your goals and why you need the bursary.',
  acceptance_letter: 'The letter from your institution saying it has accepted you for your course.',
  registration:
    "Proof that you are registered for this year: from your institution's student portal or its registration office.",
  fees_statement: "Your latest fee statement (fee account): from your institution's student portal or its finance office.",
  consent_form:
    'The consent form from your dashboard (Download consent form): print it, sign it and upload it here. It lets your institution give the Fund your registration, fee and results information.',
  midyear_transcript: "Your mid-year results: the academic record from your institution's student portal.",
  finalyear_transcript:
    "Your latest final-year results: the academic record from your institution's student portal, or your matric (NSC) results if you start studying this year.",
  pledge_letter:
    'The pledge letter from your dashboard (Download pledge letter), signed by you and a witness. You can also send it later, from this page.',
};
