import { ALREADY_WITHDRAWN, WITHDRAWN_SUCCESS, withdrawRefusal } from '@bursary/domain/application-status';
import { ACCEPT_DECLINE } from '@bursary/domain/constants';
import { conflict } from '../../../utils/api-error';

const APPLICATIONS = 'api::application.application';

type Standing = { accept_decline: number | null; withdrawn_at: unknown };

const refusalOf = (application: Standing) =>
  withdrawRefusal({ acceptDecline: application.accept_decline, isWithdrawn: Boolean(application.withdrawn_at) });

// The applicant withdraws their application (its ownership checked by the caller), submitted or
// not, while no decision is made. It cannot be undone: the application stays withdrawn for that
// cycle (application-window.ts keeps it from changing and from being submitted), and staff see it
// as withdrawn. Conditional on still undecided and not withdrawn, so a decision saved meanwhile stands.
export const withdrawApplication = async (applicationId: number) => {
  const select = ['accept_decline', 'withdrawn_at'];
  const refusal = refusalOf(await strapi.db.query(APPLICATIONS).findOne({ where: { id: applicationId }, select }));
  if (refusal) throw conflict(refusal);

  const withdrawnAt = new Date();
  const { count } = await strapi.db.query(APPLICATIONS).updateMany({
    where: {
      id: applicationId,
      withdrawn_at: { $null: true },
      $or: [{ accept_decline: ACCEPT_DECLINE.PENDING }, { accept_decline: { $null: true } }],
    },
    data: { withdrawn_at: withdrawnAt },
  });
  if (count !== 1) throw conflict(refusalOf(await strapi.db.query(APPLICATIONS).findOne({ where: { id: applicationId }, select })) ?? ALREADY_WITHDRAWN);
  return { success: WITHDRAWN_SUCCESS, withdrawn_at: withdrawnAt.toISOString() };
};
