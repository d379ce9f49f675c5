export type LetterTemplate = { key: 'congratulations' | 'pledge' | 'consent' | 'decline'; title: string; body: string };

export const LETTER_TEMPLATES: LetterTemplate[] = [
  {
    key: 'congratulations',
    title: 'Zakah Bursary {{cycle_year}}: Letter of Congratulations',
    body: `ID number: {{id_number}}
Institution: {{university}}
Course: {{course}}

Dear {{first_name}} {{last_name}},

CONGRATULATIONS ON BEING SELECTED FOR THE {{cycle_year}} ZAKAH BURSARY PROGRAMME

We are pleased to inform you that you have been selected as a recipient of a Zakah Bursary for the {{cycle_year}} academic year, for your studies in {{course}} at {{university}}.

The bursary is funded from zakah entrusted to the Fund by the community. It is a partial contribution towards your tertiary fees and will be paid directly to your institution. It is not paid to you in cash, and it is awarded for the {{cycle_year}} academic year only.

The bursary is awarded on the following conditions:

1. You sign and comply with the bursary pledge that accompanies this letter.
2. You provide the supporting documents the Fund requires, including your proof of registration, your latest fee statement and the signed consent form. Payment is made only once your documents are complete.
3. You send the Fund your examination results and fee statements every semester.
4. You inform the Fund immediately if another bursar or funder pays your fees, or if you change your course or institution, interrupt your studies or cancel your registration.
5. The information in your application is true and complete. The Fund may withdraw the bursary if it is not.

Please also apply to other bursars for the part of your costs that this bursary does not cover.

We pray that Allah grants you success in your studies and that your knowledge becomes a benefit to you, your family and your community.

Yours sincerely,

The Zakah Bursary Team`,
  },
  {
    key: 'pledge',
    title: 'Zakah Bursary {{cycle_year}}: Bursary Pledge',
    body: `BURSARY PLEDGE

Student: {{first_name}} {{last_name}}
ID number: {{id_number}}
Institution: {{university}}
Course: {{course}}
Bursary year: {{cycle_year}}

I, {{first_name}} {{last_name}}, the holder of a Zakah Bursary for the {{cycle_year}} academic year, hereby pledge that:

1. I will devote my time to my studies and do my best to succeed in them.
2. I will apply to other bursars and funders for financial assistance, as this bursary covers only part of my fees.
3. I will send the Fund my examination results and fee statements at the end of every semester.
4. I will take part in the programmes of the Fund, such as mentoring, seminars and workshops, when I am invited.
5. I will assist and serve my community.
6. I will join the Fund's graduates association when I complete my studies.
7. I confirm that my family is unable to fund my tertiary education.
8. I understand that this is a zakah bursary, funded from zakah and given only to eligible recipients.
9. I understand that the bursary funds will be paid towards my tertiary fees, directly to my institution, and not to me.
10. If another bursar or funder pays the fees that the Fund has paid, I will ensure that the amount is refunded to the Fund.
11. I confirm that the information I gave in my application is correct and complete, and I will inform the Fund immediately if my circumstances, course or institution change or if I stop studying.
12. I understand that the bursary is awarded for one academic year only and that further support depends on a new application and on my academic progress.
13. I consent to the Fund using my details, photograph and academic records to promote the bursary programme.
14. I consent to the Fund processing my personal information in accordance with the Protection of Personal Information Act 4 of 2013 (POPIA).

I hereby confirm that I will comply with the rules and regulations pertaining to the bursary programme.


Signature of student: ________________________________

Full name: {{first_name}} {{last_name}}

Date: ________________________________

Place: ________________________________


Signature of witness: ________________________________

Full name of witness: ________________________________

Date: ________________________________`,
  },
  {
    key: 'consent',
    title: 'Zakah Bursary {{cycle_year}}: Consent Form',
    body: `CONSENT FORM

Student: {{first_name}} {{last_name}}
ID number: {{id_number}}
Institution: {{university}}
Course: {{course}}
Bursary year: {{cycle_year}}

I, {{first_name}} {{last_name}}, the holder of a Zakah Bursary for the {{cycle_year}} academic year, give my consent that:

1. {{university}} may give the Zakah Bursary Fund information about my registration, my fee account and the fees paid on it, and my academic results, for as long as the Fund supports my studies.
2. The Fund may pay the bursary into my fee account at {{university}} and may ask the institution to refund to the Fund any amount paid that is not used for my fees.
3. The Fund may contact my institution to confirm the information and documents I give the Fund.
4. The Fund may process this information, and the personal information in my application, to administer my bursary and report on the bursary programme, in accordance with the Protection of Personal Information Act 4 of 2013 (POPIA).

I understand that I may withdraw this consent by writing to the Fund, and that the Fund may then be unable to continue paying my bursary.


Signature of student: ________________________________

Full name: {{first_name}} {{last_name}}

Student number: ________________________________

Date: ________________________________


Sign this form, then upload it as your Consent Form on the supporting-documents page of the bursary portal.`,
  },
  {
    key: 'decline',
    title: 'Zakah Bursary {{cycle_year}}: Outcome of Your Application',
    body: `ID number: {{id_number}}

Dear {{first_name}} {{last_name}},

OUTCOME OF YOUR APPLICATION FOR THE {{cycle_year}} ZAKAH BURSARY PROGRAMME

Thank you for applying for a Zakah Bursary for the {{cycle_year}} academic year, and for the time and care you put into your application.

The Fund received many more applications than it is able to support this year. Every application was assessed carefully against the criteria for a zakah bursary and the funds available. We regret to inform you that we are unable to offer you a bursary for {{cycle_year}}.

We know that this is disappointing news. It is not a judgement of your ability or your commitment, and we encourage you not to give up on your studies. Other sources of funding may be able to help you, including:

- NSFAS (the National Student Financial Aid Scheme), for South African students at public universities and TVET colleges who meet its criteria;
- the financial aid office at your institution, which may offer bursaries, payment arrangements or emergency funding;
- bursaries and scholarships offered by companies, government departments, SETAs, municipalities, trusts and community organisations.

You are welcome to apply to the Fund again in a future year if you are still in need.

We make du'a that Allah opens a way for you and grants you success in your studies and in your life.

Yours sincerely,

The Zakah Bursary Team`,
  },
];
