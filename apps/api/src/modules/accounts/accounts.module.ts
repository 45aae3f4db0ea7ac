import type { FastifyPluginAsync } from 'fastify';
import type { UploadStore } from '../../lib/uploads.ts';
import { accountsRoutes } from './accounts.routes.ts';
import type { SettingsService } from './accounts.settings.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export interface AccountsModuleDeps {
  settings: SettingsService;
  uploads: UploadStore;
  cookies: { secret: string; secure: boolean };
}

/** The signed-in user's own account and the calls on other accounts under /api/v1; stored images under /api/uploads. */
export const registerAccounts: FastifyPluginAsync<AccountsModuleDeps> = async (app, { settings, uploads, cookies }) => {
  await app.register(uploadsRoutes, { prefix: '/api', store: uploads });
  await app.register(accountsRoutes, { prefix: '/api/v1', settings, cookies });
};
