import type { Core } from '@strapi/strapi';
import { EDITABLE_CONTENT_TYPES } from '../utils/content-access';

// The media library: editors' images for the portal's pages.
const MEDIA_LIBRARY_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

// What an author may do only to what they created (as Strapi's own Author role has it).
const OWN_ONLY = /^plugin::content-manager\.|^plugin::upload\.(read|assets\.update)$/;

type Permission = { action: string; subject?: string | null; properties?: Record<string, unknown>; conditions?: string[] };

// Strapi's Editor and Author roles start with every content type; on each start they are set to
// exactly the editable content (texts, templates, lists, settings) and the media library, so an
// editor can neither read applicants' personal data nor manage users, roles, API tokens or settings.
// Authors may change only what they created, and publish nothing.
export const ensureEditorRoles = async (strapi: Core.Strapi) => {
  const roles = strapi.service('admin::role');
  const actions = strapi.service('admin::permission').actionProvider.values() as { section: string; subjects?: string[] }[];
  const contentActions = actions.filter((action) => action.section === 'contentTypes');
  const everyOtherType = Object.keys(strapi.contentTypes).filter((uid) => !(EDITABLE_CONTENT_TYPES as readonly string[]).includes(uid));
  const contentPermissions: Permission[] = strapi
    .service('admin::content-type')
    .getPermissionsWithNestedFields(contentActions, { restrictedSubjects: everyOtherType });
  const editor = [...contentPermissions, ...MEDIA_LIBRARY_ACTIONS.map((action) => ({ action }))];
  const author = editor
    .filter(({ action }) => !action.endsWith('.publish'))
    .map((permission) => (OWN_ONLY.test(permission.action) ? { ...permission, conditions: ['admin::is-creator'] } : permission));

  for (const [code, permissions] of [['strapi-editor', editor], ['strapi-author', author]] as const) {
    const role = await strapi.db.query('admin::role').findOne({ where: { code } });
    if (role) await roles.assignPermissions(role.id, permissions);
  }
};
