// The whole schema, one table a file; later features add files here.
export { organizations } from './organizations.ts';
export type { OrganizationRow } from './organizations.ts';
export { users, userRoles, userStatuses } from './users.ts';
export type { UserRow, NewUserRow } from './users.ts';
export { sessions } from './sessions.ts';
export type { SessionRow } from './sessions.ts';
export { loginAttempts } from './login-attempts.ts';
