import { z } from 'zod';
import { defineJob } from '../../jobs/index.ts';

/**
 * The reset link of a forgot-password request. Stored before the answer (the same insert
 * whether the email has an account or not, so timing tells nothing) and run by a worker:
 * a crash between the answer and the mail no longer loses it.
 */
export const passwordResetEmailJob = defineJob({
  name: 'accounts.password-reset-email',
  payload: z.object({ email: z.string().min(1), locale: z.enum(['en', 'fr']), ip: z.string() }),
  retryLimit: 3,
  retryDelay: 30,
  // A link lives 60 minutes: a mail later than that would be useless.
  expireInSeconds: 120,
});

export type PasswordResetEmail = z.infer<typeof passwordResetEmailJob.payload>;
