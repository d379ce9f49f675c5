import { ROLE } from '@bursary/domain/roles';
import { notFound } from '../../../utils/api-error';
import { getService } from '../../../utils/get-service';
import { requireAccount } from '../../../utils/require-account';
import { requireApplicant } from '../../../utils/require-applicant';
import { APPLICANT_NOT_FOUND, type LetterKind, type LetterReader } from '../services/letters';
import { readRecordId } from '../../../utils/record-id';

// Staff may read anyone's letters; an applicant only their own, and another applicant's id gets
// the same answer as an id that does not exist.
const readerOf = async (ctx: any, rawId: unknown): Promise<{ applicantId: number; reader: LetterReader }> => {
  const applicantId = readRecordId(rawId, 'Give the applicant_id of the applicant whose letter you want.');
  if (applicantId === null) throw notFound(APPLICANT_NOT_FOUND);
  const account = await requireAccount(ctx);
  if (account.role === ROLE.STAFF) return { applicantId, reader: 'staff' };
  const own = await requireApplicant(ctx);
  if (own.applicantId !== applicantId) throw notFound(APPLICANT_NOT_FOUND);
  return { applicantId, reader: 'applicant' };
};

// Browsers use the UTF-8 name; the plain-ASCII fallback is for older clients.
const asciiOnly = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\x20-\x7e]/g, '_');

const download = (kind: LetterKind) => async (ctx: any) => {
  const { applicantId, reader } = await readerOf(ctx, ctx.query.applicant_id);
  const { filename, pdf } = await getService('letters.letters').build(kind, applicantId, reader);
  ctx.attachment(filename, { fallback: asciiOnly(filename) });
  ctx.type = 'application/pdf';
  ctx.body = pdf;
};

export default {
  congratulations: download('congratulations'),
  pledge: download('pledge'),
  consent: download('consent'),
  decline: download('decline'),
};
