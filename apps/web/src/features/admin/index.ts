/** The admin feature's public surface: the pages the admin route modules compose. */
export { AdminHub } from './components/admin-hub';
export { UsersPage } from './components/users-page';
export { PermissionsPage } from './components/permissions-page';
export { CategoriesPage } from './components/categories-page';
export { ReportsPage } from './components/reports-page';
export { AuditPage } from './components/audit-page';
