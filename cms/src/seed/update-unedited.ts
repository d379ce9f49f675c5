import type { Core } from '@strapi/strapi';

type Query = Pick<ReturnType<Core.Strapi['db']['query']>, 'findMany' | 'update'>;

type Seeded = { key: string; description: string; body: string; earlier?: { description: string; body: string } };
type Row = { key: string; description: string | null; body: string | null };

// A template whose body (or description) is still what an earlier version of the portal seeded gets
// today's; one an editor changed is theirs and is left as it is, each field on its own.
export const updateUnedited = async (query: Query, entries: Seeded[]) => {
  const rows: Row[] = await query.findMany({ select: ['key', 'description', 'body'] });
  for (const { key, description, body, earlier } of entries) {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row || !earlier) continue;
    const data = {
      ...(row.body === earlier.body && { body }),
      ...(row.description === earlier.description && { description }),
    };
    if (Object.keys(data).length > 0) await query.update({ where: { key }, data });
  }
};
