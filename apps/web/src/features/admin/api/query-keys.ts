/** Every query key of the admin area, in one place so mutations invalidate by key. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  admins: ['admin', 'admins'] as const,
  userSearch: (email: string) => ['admin', 'user-search', email] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (filter: { action: string; actor: string }) => ['admin', 'audit', 'page', filter] as const,
  categories: ['admin', 'categories'] as const,
  reports: ['admin', 'reports'] as const,
};
