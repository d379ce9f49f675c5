/** What the reviewer calls that change an account answer: one sentence to show. */
export type MessageAnswer = { message: string };
