import type { Core } from '@strapi/strapi';
import type { CommentEntry } from '@bursary/domain/back-office-api';
import type { CommentValues } from '@bursary/domain/schemas/comment';
import { getService } from '../../../utils/get-service';
import type { StaffActor } from '../../../utils/require-staff';
import { officeDate } from '../utils/office-date';
import { staffName } from '../utils/staff-name';

const COMMENTS = 'api::review.comment';

type CommentRow = {
  id: number;
  comment: string;
  comment_date: string;
  author_name: string | null;
  author: { first_name: string | null; last_name: string | null } | null;
};

const initialOf = (name: string | null | undefined) => (name ?? '').trim().charAt(0).toUpperCase();

// The author's initials from their account; from the name kept with the comment once the account is gone.
const initialsOf = (row: CommentRow) => {
  if (row.author && (row.author.first_name || row.author.last_name)) {
    return `${initialOf(row.author.first_name)}${initialOf(row.author.last_name)}`;
  }
  const words = (row.author_name ?? '').trim().split(/\s+/);
  return words.length > 1 ? `${initialOf(words[0])}${initialOf(words[words.length - 1])}` : initialOf(words[0]);
};

// Staff review comments on an application: who wrote each one, and when.
const comments = ({ strapi }: { strapi: Core.Strapi }) => ({
  async add(staff: StaffActor, applicationId: number, values: CommentValues) {
    await strapi.db.transaction(async () => {
      const saved = await strapi.db.query(COMMENTS).create({
        data: {
          application: applicationId,
          comment: values.comment,
          comment_date: new Date(),
          author: staff.userId,
          author_name: staffName(staff),
        },
      });
      await getService('audit.audit-log').record(staff, {
        action: 'comment.add',
        targetType: 'application',
        targetId: applicationId,
        after: { comment_id: saved.id, comment: saved.comment, comment_date: saved.comment_date, author_name: saved.author_name },
      });
    });
  },

  // The review view's list, newest first: the comment, its date (yyyy-mm-dd) and the author's initials.
  async list(applicationId: number): Promise<CommentEntry[]> {
    const rows: CommentRow[] = await strapi.db.query(COMMENTS).findMany({
      where: { application: { id: applicationId } },
      select: ['id', 'comment', 'comment_date', 'author_name'],
      populate: { author: { select: ['first_name', 'last_name'] } },
      orderBy: [{ comment_date: 'desc' }, { id: 'desc' }],
    });
    return rows.map((row) => ({
      Comment: row.comment,
      'Comment Date': officeDate(row.comment_date),
      initials: initialsOf(row),
    }));
  },
});

export type CommentsService = ReturnType<typeof comments>;
export default comments;
