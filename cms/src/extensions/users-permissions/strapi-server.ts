// The portal signs people in through its own /api/login, /api/logout and password calls
// (api/account), so the plugin's generic content-api routes (/api/auth/local, /api/users, ...)
// are removed: nobody can register or read users around the portal's rules.
export default (plugin: any) => {
  plugin.routes['content-api'].routes = [];

  // Staff names are shown as initials on comments and decisions.
  Object.assign(plugin.contentTypes.user.schema.attributes, {
    first_name: { type: 'string' },
    last_name: { type: 'string' },
  });

  return plugin;
};
