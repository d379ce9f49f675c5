export type GuideStep = { position: number; caption: string };

export const GUIDE_STEPS: GuideStep[] = [
  {
    position: 1,
    caption:
      'If you are applying for the first time, click Apply Now on the home page. If you have applied before, click Login and sign in with your existing e-mail address and password.',
  },
  {
    position: 2,
    caption:
      'Read the Terms and Conditions and the article on who qualifies for a zakah bursary, tick the box to confirm that you meet the criteria, and click Next.',
  },
  {
    position: 3,
    caption:
      'Register by entering your first name, last name, e-mail address and a password of at least 8 characters with letters and numbers, then click Register.',
  },
  {
    position: 4,
    caption: 'Once you have registered you are prompted to log in. Log in with the e-mail address and password you registered with.',
  },
  {
    position: 5,
    caption: 'Complete your basic information, such as your contact details, date of birth, ID number and address, and save it.',
  },
  {
    position: 6,
    caption: 'Complete your social information, such as your family details and a reference, and save it.',
  },
  {
    position: 7,
    caption:
      'Choose your university or college and your course. If yours is not listed, choose Other and type its name in the field that appears.',
  },
  {
    position: 8,
    caption:
      'Upload your ID document, testimonial letter, proof of income and motivational letter. Each file must be a PDF or an image (JPG, JPEG or PNG) of at most 2 MB.',
  },
  {
    position: 9,
    caption:
      "Enter your household's monthly income and expenses. Every field is required: type 0 if an item does not apply to you.",
  },
  {
    position: 10,
    caption: 'Answer the survey questions about your studies, your achievements, your community involvement and the application process.',
  },
  {
    position: 11,
    caption:
      'Review your application. Click the edit icon next to a section to go back and correct it, then tick the pledge and click Submit.',
  },
  {
    position: 12,
    caption:
      'You will receive a confirmation e-mail once your application is submitted. The outcome will appear on your applicant profile and will also be sent to you by e-mail.',
  },
];
