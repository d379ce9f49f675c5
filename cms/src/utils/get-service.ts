import type { LoginSessionService } from '../api/account/services/login-session';
import type { AccountsService } from '../api/account/services/accounts';
import type { RegistrationService } from '../api/account/services/registration';
import type { LinkTokensService } from '../api/messaging/services/link-tokens';
import type { PortalContentService } from '../api/portal/services/portal-content';
import type { ReferenceListsService } from '../api/reference/services/reference-lists';

type Services = {
  'account.login-session': LoginSessionService;
  'account.accounts': AccountsService;
  'account.registration': RegistrationService;
  'messaging.link-tokens': LinkTokensService;
  'portal.portal-content': PortalContentService;
  'reference.reference-lists': ReferenceListsService;
};

export const getService = <Name extends keyof Services>(name: Name): Services[Name] =>
  strapi.service(`api::${name}` as any) as unknown as Services[Name];
