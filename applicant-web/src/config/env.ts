export const env = {
  adminUrl: import.meta.env.VITE_ADMIN_URL || 'http://localhost:3001/admindashboard',
};
