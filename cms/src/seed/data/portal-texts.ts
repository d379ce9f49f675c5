import type { TextKey } from '@bursary/domain/api-types';

export type PortalText = { title: string; body: string };

export const PORTAL_TEXTS: Record<TextKey, PortalText> = {
  landing_intro: {
    title: 'Zakah Bursary {{cycle_year}}',
    body: `Applications for the **{{cycle_year}} Zakah Bursary** are now open. The bursary helps Muslim students in financial need to pay for their studies at a recognised tertiary institution in South Africa.

Applications close on **{{closing_date}}**.

**Before you start**

- The application takes about **20 minutes** to complete.
- Have your supporting documents ready: your ID document, a testimonial letter, proof of household income and a motivational letter.
- Documents must be a **PDF or an image** (JPG, JPEG or PNG), and each file may be **at most 2 MB**. If a file is larger, compress it or scan it at a lower resolution before uploading.
- The bursary is a **partial contribution towards your fees only**. It will not cover the full cost of your studies, so we encourage you to apply for other bursaries and financial aid as well.

New applicants should read the eligibility article and register. If you have applied before, log in with your existing e-mail address and password.`,
  },

  landing_intro_closed: {
    title: 'Zakah Bursary {{cycle_year}}',
    body: `Applications for the **{{cycle_year}} Zakah Bursary** are closed. New applications and registrations are not accepted until the next application period opens.

**If you have already applied**, log in with your e-mail address and password to see the outcome of your application and to download your letters. The outcome is also sent to you by e-mail.

**If the Fund invited you to apply late**, open the link in the invitation e-mail: it lets you register and apply while the invitation lasts.

The next application period will be announced on this site.`,
  },

  eligibility_article: {
    title: 'Who Qualifies and Who Should Apply for a Zakah Bursary',
    body: `## What is a zakah bursary?

Zakah is the obligatory charity that Muslims who hold wealth above the nisab give each year. The Qur'an (Surah at-Tawbah, 9:60) names the people to whom zakah may be given, and the poor and the needy are first among them. A student who is committed to a course of study but whose family cannot pay for it may be helped from zakah so that a lack of money does not end their education.

The Fund distributes zakah entrusted to it by the community. Because this money is an amanah (a trust), the Fund must be satisfied that every bursary goes to someone who is eligible to receive zakah. That is why the application asks detailed questions about your household's income and expenses and why your answers must be truthful and complete.

## Who qualifies

You may qualify for a zakah bursary if **all** of the following apply to you:

1. **You are a Muslim.** Zakah is given to Muslim recipients.
2. **You are in financial need.** You, and the parents, guardian or spouse who support you, cannot afford the cost of your tertiary education. The Fund looks at the whole household: income from salaries, businesses, investments and other sources, the number of people it supports and its essential monthly expenses. If you own wealth above the nisab beyond your basic needs, so that you are yourself liable to pay zakah, you are generally not eligible to receive it.
3. **You are a South African citizen or permanent resident.** Applications from refugees, asylum seekers and other foreign nationals living in South Africa are considered at the Fund's discretion, depending on the funds available.
4. **You are studying, or have been accepted to study, at a recognised tertiary institution** in South Africa: a public university, a public TVET college, or a private higher education institution registered with the Department of Higher Education and Training, for a recognised qualification.
5. **You are committed to your studies** and can show it through your academic record, your motivational letter and a testimonial from someone who knows you.

## Who should apply

- **Matriculants** who have applied to, or been accepted by, a tertiary institution for next year. You may apply before your admission is confirmed; if you are selected, you will be asked for proof of registration.
- **Students already studying** at a tertiary institution who need help with their fees.
- **Students the Fund sponsored previously.** A bursary is awarded for one year at a time, so you must apply again for every year of study. Your continued support depends on your results and on meeting your obligations as a bursary holder.

If you are unsure whether you qualify but believe you are in genuine financial need, you are welcome to apply. Every application is assessed individually.

## What the bursary covers

- The bursary is a **partial contribution towards your tertiary fees**, normally tuition. It is paid **directly to your institution**, never to you in cash.
- The amount depends on your need, the cost of your studies and the funds available in that year. Any contribution towards other study costs, such as books, accommodation or travel, is made only at the Fund's discretion.

## What the bursary does not cover

- The full cost of your studies. Please apply to NSFAS, other bursaries and your institution's financial aid office as well; receiving other funding does not stop you from applying here.
- Personal living expenses, allowances, devices or other costs not agreed with the Fund.
- Courses that are not offered by a recognised institution or do not lead to a recognised qualification.

## Your obligations as a bursary holder

If you are selected, you will be asked to sign a pledge. You will undertake to:

- devote your time to your studies;
- apply to other bursars for funding as well;
- send the Fund your examination results and fee statements every semester;
- take part in the Fund's programmes, such as mentoring, seminars and workshops, and help in your community;
- join the Fund's graduates association when you complete your studies;
- refund the Fund if another bursar pays the same fees.

## What you will need

- Your ID document (or passport or refugee/asylum permit)
- A testimonial letter from a religious leader or from your school or university
- Proof of household income (for example payslips or, where there is no income, an affidavit)
- A motivational letter explaining your studies, your goals and your need

Each document must be a PDF or an image of at most 2 MB.

Submitting an application does not guarantee a bursary. We make du'a that Allah grants you success in your studies.`,
  },

  eligibility_confirmation: {
    title: 'Eligibility',
    body: 'I have read and understood the WHO QUALIFIES article above and I believe that I meet the criteria',
  },

  terms_and_conditions: {
    title: 'Terms and Conditions',
    body: `Please read these terms carefully. By registering and applying you agree to them.

## 1. Your application

1. You must complete the application yourself and give true, accurate and complete information. You must tell the Fund promptly if your circumstances change, for example your household income, your institution or your course.
2. The Fund may verify any information you give, including with your institution, your references and the people whose income you declare.
3. An application that contains false or misleading information, or leaves out material information, will be declined. If a bursary has already been awarded, it may be withdrawn and the Fund may ask for the amounts paid to be repaid.
4. Submitting an application does not guarantee a bursary. The Fund decides on every application at its sole discretion, according to the principles of zakah and the funds available, and need not give reasons for its decision.

## 2. Funding

1. The bursary is a partial contribution towards tertiary fees. It is paid directly to your institution and is never paid to you in cash.
2. A bursary is awarded for one academic year only. You must apply again for each new year of study; previous support does not guarantee future support.
3. If you are selected you must sign the bursary pledge and supply the documents the Fund asks for, such as proof of registration, a fee statement and a consent form.
4. You must send the Fund your examination results and fee statements every semester. Continued support depends on your academic progress.
5. If another bursar or funder pays the fees the Fund has paid, you must arrange for the amount to be refunded to the Fund.
6. If you cancel your registration, change your course or institution, or stop studying, you must inform the Fund immediately. The Fund may stop the bursary and ask for unused amounts to be refunded.

## 3. Your personal information

The Fund processes your personal information in accordance with the Protection of Personal Information Act 4 of 2013 (POPIA).

1. **What we collect:** the information in your application, including contact and identity details, family and household financial information, academic information, your survey answers and the documents you upload. Some of it, such as your religion and race, is special personal information; we process it with your consent and only because it is needed to administer a zakah bursary and to report on the programme.
2. **Why we use it:** to assess your application; to administer, pay and monitor your bursary; to communicate with you; to verify information with your institution and references; to report on the programme and improve it; and, with your consent, for the purposes set out in the declaration.
3. **Who sees it:** the Fund's bursary staff and committee members who assess applications. We share information with your institution where needed to pay fees and confirm your registration and results, and with service providers who host the system for us under strict confidentiality. We do not sell your information.
4. **How long we keep it:** for as long as needed for these purposes and as required by law, after which it is deleted or anonymised.
5. **Security:** we take reasonable technical and organisational measures to protect your information against loss, misuse and unauthorised access.
6. **Your rights:** you may ask to see the personal information we hold about you, ask us to correct or delete it, and object to its processing, subject to the law. If you are not satisfied with how we handle your information, you may complain to the Information Regulator.

## 4. Your account

Keep your password secret. You are responsible for everything done with your account. Tell the Fund immediately if you believe someone else has used it.`,
  },

  declaration: {
    title: 'General Declaration',
    body: `By submitting this application I declare that:

1. I will devote my time to my studies and do my best to succeed in them.
2. I will also apply to other bursars and funders for financial assistance, as this bursary covers only part of my fees.
3. I will send the Fund my examination results and fee statements at the end of every semester.
4. I will take part in the programmes of the Fund, such as mentoring, seminars and workshops, when I am invited.
5. I will assist and serve my community.
6. I will join the Fund's graduates association when I complete my studies.
7. My family is unable to fund my tertiary education.
8. I understand that this is a zakah bursary, funded from zakah and given only to eligible recipients.
9. I understand that the bursary funds will be paid towards my tertiary fees, directly to my institution.
10. If another bursar or funder pays the fees that the Fund has paid, I will ensure that the amount is refunded to the Fund.
11. The information I have given in this application is correct and complete.
12. I understand that submitting this application does not guarantee that I will receive a bursary.
13. I consent to the Fund using my details, photograph and academic records to promote the bursary programme.
14. I consent to the Fund processing my personal information in accordance with the Protection of Personal Information Act 4 of 2013 (POPIA).
15. I have read and understood the [privacy policy]({{privacy_policy_url}}).`,
  },

  pledge: {
    title: 'Pledge',
    body: 'I hereby confirm that I will comply with the rules and regulations pertaining to the bursary programme.',
  },

  outcome_selected: {
    title: 'Congratulations!',
    body: `Congratulations! You have been selected for the **{{cycle_year}} Zakah Bursary Programme**. Alhamdulillah, we are delighted to support you in your studies.

**What to do next**

1. Download your **congratulations letter**, your **pledge letter** and the **consent form** below.
2. Read the pledge letter carefully and sign it: it sets out your obligations as a bursary holder. Sign the consent form too: it lets your institution give the Fund your registration, fee and results information.
3. Upload your supporting documents using the upload link below: your proof of registration and fee statement (from your institution), the signed consent form, your latest final-year results and the signed pledge letter. The upload page says what each document is and where to get it. Each file must be a PDF or an image of at most 2 MB.

The bursary is paid directly to your institution once your documents are complete. Remember to send us your results and fee statements every semester.

We pray that Allah grants you success in your studies.`,
  },

  outcome_declined: {
    title: 'Outcome of your application',
    body: `Thank you for applying for the **{{cycle_year}} Zakah Bursary Programme** and for the time and care you put into your application.

We received many more applications than we are able to fund this year, and every application was assessed carefully against the criteria for a zakah bursary and the funds available. We regret to inform you that **we are unable to offer you a bursary for {{cycle_year}}**. We know this is disappointing news, and it is in no way a judgement of your ability or your worth.

Please do not give up on your studies. Other sources of funding may be able to help you:

- **NSFAS** (the National Student Financial Aid Scheme), if you are a South African studying at a public university or TVET college and your household income is within its threshold;
- the **financial aid office** at your university or college, which may offer bursaries, fee payment arrangements or emergency funding;
- **other bursaries and scholarships** offered by companies, government departments, SETAs, municipalities, trusts and community organisations, many of which are listed on bursary websites and in your institution's funding office;
- your institution's **merit awards** if your results are strong.

You are welcome to apply to the Fund again in a future year if you are still in need.

You can download your letter below. We make du'a that Allah opens a way for you and grants you success in your studies.`,
  },

  outcome_awaiting: {
    title: 'Application submitted',
    body: `Thank you for submitting your application for the **{{cycle_year}} Zakah Bursary Programme**. A confirmation has been sent to your e-mail address.

Your application is now being reviewed. The outcome will appear here on your profile and will also be sent to you by e-mail, so please check your inbox, including the spam folder, from time to time.

You do not need to do anything else for now. If we need more information or documents, we will contact you by e-mail.`,
  },

  closed_notice: {
    title: 'Zakah Bursary',
    body: 'Application for {{cycle_year}} now closed',
  },
  privacy_policy: {
    title: 'Privacy policy',
    body: `The Fund processes your personal information to consider your bursary application and, if you are selected, to administer your bursary. We do so under the Protection of Personal Information Act (POPIA).

**What we collect**

- Your name, contact details, date of birth, nationality, ID, passport or permit number and address.
- Your studies: institution, course, study level, student number, fees and academic results.
- Your household's income and expenses, and your answers to the application's questions.
- Your race and religion, which are special personal information under POPIA, and the documents you upload (ID document, testimonial letter, proof of income, motivational letter and any documents we request later).

**Why we use it**

To decide on your application, to pay bursary amounts to your institution, to follow your academic progress, to contact you about your bursary, and to report on the programme in statistics that do not identify you. We process your special personal information only with your consent, which you give when you submit your application.

**Who sees it**

Only the Fund's bursary staff who handle applications. When you are selected, we share what is needed for payment (your name, student number or ID number, and the amount) with your institution. We do not sell your information or share it for marketing.

**How we protect it and how long we keep it**

Your information and documents are stored on secured systems and are available only to authorised staff through the portal. We keep an application's records for as long as the bursary and the law require, and then delete them.

**Your rights**

You may ask to see the information we hold about you, ask us to correct or delete it, or object to how we use it, by e-mailing the Fund's Information Officer at the address on this site. If you are not satisfied with our answer, you may complain to the Information Regulator of South Africa.`,
  },
};
