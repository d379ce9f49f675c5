import { db } from './database';
import type { signInToAdminPanel } from './cms-admin';
import type { GeneratedApplications } from './generate-applications';

type Editor = Awaited<ReturnType<typeof signInToAdminPanel>>;

/** The rubric criteria's collection in the Strapi admin panel's content manager. */
export const CRITERIA = '/collection-types/api::selection.rubric-criterion';

/** Editors give `year` its own rubric in the admin panel, as they would for a new cycle; the criteria's document ids, in order. */
export const addRubric = async (editor: Editor, year: number, criteria: ({ name: string } & Record<string, unknown>)[]) => {
  const ids: string[] = [];
  for (const [order, criterion] of criteria.entries()) {
    const created = await editor.post(CRITERIA, { ...criterion, year, order, description: `About ${criterion.name}` }).expect(201);
    ids.push(created.body.data.documentId);
  }
  return ids;
};

/** Removes what a scoring test made: its generated applications with their reviews, and its year's criteria. */
export const removeScoredYear = async (editor: Editor, generated: GeneratedApplications, criterionIds: string[]) => {
  const reviewIds = (await db()('score_reviews_application_lnk').whereIn('application_id', generated.applicationIds).select('score_review_id')).map(
    (row) => row.score_review_id,
  );
  await db()('score_reviews').whereIn('id', reviewIds).delete();
  await generated.remove();
  for (const documentId of criterionIds) await editor.delete(`${CRITERIA}/${documentId}`).expect(200);
};
