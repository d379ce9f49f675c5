import { createContext, useContext, type ReactNode } from 'react';

/** Who fills the form in: the applicant, or staff on the applicant's behalf (the update form). */
export type FormAudience = 'applicant' | 'staff';

// The form's words about the person whose application it is: spoken to them on their own form,
// spoken of them on the staff form. Labels that ask the application's questions stay as asked.
const WORDS = {
  signInEmailHint: { applicant: 'The e-mail you sign in with', staff: 'The e-mail the applicant signs in with' },
  alternativePhoneHint: {
    applicant: '10 digits, different from your cell phone',
    staff: "10 digits, different from the applicant's cell phone",
  },
  applyingExperience: { applicant: 'Your experience of applying', staff: "The applicant's experience of applying" },
  documentPreviews: { applicant: 'Preview your documents', staff: "Preview the applicant's documents" },
} satisfies Record<string, Record<FormAudience, string>>;

export type FormWord = keyof typeof WORDS;

const Audience = createContext<FormAudience>('applicant');

/** Gives the steps inside it their wording for `audience`; without it they speak to the applicant. */
export function FormAudienceProvider({ audience, children }: { audience: FormAudience; children: ReactNode }) {
  return <Audience.Provider value={audience}>{children}</Audience.Provider>;
}

/** The words of the form as its audience reads them. */
export function useFormWords(): (word: FormWord) => string {
  const audience = useContext(Audience);
  return (word) => WORDS[word][audience];
}
