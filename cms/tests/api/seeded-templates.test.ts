import { EMAIL_TEMPLATES } from '../../src/seed/data/email-templates';
import { updateUnedited } from '../../src/seed/update-unedited';

// What a portal started before the staff-text placeholder holds, as its cms starts again (seed).
type Row = { key: string; description: string; body: string };

const seeded = (key: string) => EMAIL_TEMPLATES.find((template) => template.key === key)!;

const tableOf = (rows: Row[]) => {
  const updates: { where: { key: string }; data: Partial<Row> }[] = [];
  return {
    updates,
    query: {
      findMany: async () => rows,
      update: async (params: { where: { key: string }; data: Partial<Row> }) => {
        updates.push(params);
        return params;
      },
    },
  };
};

describe('[SEED][EMAIL TEMPLATES]: templates seeded by an earlier version', () => {
  it('are brought up to date where an editor left them as seeded, and left alone where an editor changed them', async () => {
    const documents = seeded('documents_request');
    const general = seeded('general_email');
    const late = seeded('late_application');
    const editedBody = 'Dear {{first_name}},\n\nOur own words.\n{{upload_link}}';
    const { query, updates } = tableOf([
      { key: 'documents_request', description: documents.earlier!.description, body: documents.earlier!.body },
      // The general e-mail's frame as first seeded.
      { key: 'general_email', description: general.earlier!.description, body: '{{body}}\n\nKind regards,\nThe Zakah Bursary Team' },
      { key: 'late_application', description: late.earlier!.description, body: editedBody },
      { key: 'password_reset', description: 'Ours', body: 'Ours' },
    ]);

    await updateUnedited(query as never, EMAIL_TEMPLATES);

    expect(updates).toEqual([
      { where: { key: 'documents_request' }, data: { body: documents.body, description: documents.description } },
      // The editor's body stays; the description, still as seeded, now tells of {{staff_message}}.
      { where: { key: 'late_application' }, data: { description: late.description } },
      { where: { key: 'general_email' }, data: { body: general.body, description: general.description } },
    ]);
    expect(documents.body).toContain('{{staff_message}}');
    expect(documents.earlier!.body).not.toContain('{{staff_message}}');

    // Started again, nothing more changes.
    const current = tableOf(EMAIL_TEMPLATES.map(({ key, description, body }) => ({ key, description, body })));
    await updateUnedited(current.query as never, EMAIL_TEMPLATES);
    expect(current.updates).toEqual([]);
  });
});
