// The screen each step's first screenshot shows (cms/src/seed/guide-screens/<screen>.webp, made by
// `npm run guide-screens`); the wizard's steps come in the wizard's own order
// (applicant-web/src/features/application/steps.ts, WIZARD_ORDER), income standing for income and expenses.
export const GUIDE_SCREENS = [
  'landing',
  'eligibility',
  'register',
  'signin',
  'basic',
  'social',
  'university',
  'income',
  'documents',
  'survey',
  'review',
  'dashboard',
] as const;
export type GuideScreen = (typeof GUIDE_SCREENS)[number];

export type GuideStep = { position: number; caption: string; screen: GuideScreen };

export const GUIDE_STEPS: GuideStep[] = [
  {
    position: 1,
    screen: 'landing',
    caption:
      'If you are applying for the first time, click Apply Now on the home page. If you have applied before, click Login and sign in with your existing e-mail address and password.',
  },
  {
    position: 2,
    screen: 'eligibility',
    caption:
      'Read the Terms and Conditions and the article on who qualifies for a zakah bursary, tick the box to confirm that you meet the criteria, and click Next.',
  },
  {
    position: 3,
    screen: 'register',
    caption:
      'Register by entering your first name, last name, e-mail address and a password of at least 8 characters with letters and numbers, then click Register.',
  },
  {
    position: 4,
    screen: 'signin',
    caption: 'Once you have registered you are prompted to log in. Log in with the e-mail address and password you registered with.',
  },
  {
    position: 5,
    screen: 'basic',
    caption: 'Complete your basic information, such as your contact details, date of birth, ID number and address, and save it.',
  },
  {
    position: 6,
    screen: 'social',
    caption: 'Complete your social information, such as your family details and a reference, and save it.',
  },
  {
    position: 7,
    screen: 'university',
    caption:
      'Choose your university or college and your course. If yours is not listed, choose Other and type its name in the field that appears.',
  },
  {
    position: 8,
    screen: 'income',
    caption:
      "Enter your household's monthly income and expenses. Every field is required: type 0 if an item does not apply to you.",
  },
  {
    position: 9,
    screen: 'documents',
    caption:
      'Upload your ID document, testimonial letter, proof of income and motivational letter. Each file must be a PDF or an image (JPG, JPEG or PNG) of at most 2 MB.',
  },
  {
    position: 10,
    screen: 'survey',
    caption: 'Answer the survey questions about your studies, your achievements, your community involvement and the application process.',
  },
  {
    position: 11,
    screen: 'review',
    caption:
      'Review your application. Click the edit icon next to a section to go back and correct it, then tick the pledge and click Submit.',
  },
  {
    position: 12,
    screen: 'dashboard',
    caption:
      'You will receive a confirmation e-mail once your application is submitted. The outcome will appear on your applicant profile and will also be sent to you by e-mail.',
  },
];
