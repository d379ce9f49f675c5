import { mayDo, type BackOfficeAbility } from '@bursary/domain/roles';
import { useSession } from '@bursary/web-ui/session';

/**
 * What the signed-in person may do: the one check behind every part of the back office a reviewer
 * does not get (roles.ts: staff do everything; a reviewer reads, comments and scores).
 */
export function useAbilities(): (ability: BackOfficeAbility) => boolean {
  const role = useSession()?.role;
  return (ability) => mayDo(role, ability);
}

/** May the signed-in person do this? */
export function useMayDo(ability: BackOfficeAbility): boolean {
  return useAbilities()(ability);
}
