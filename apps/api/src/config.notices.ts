import type { Config } from './config.ts';

/**
 * The startup line of local mode: where emails go instead of being sent, said as local-only,
 * with the outbox's page when it is served. Nothing when a mail server is configured.
 */
export function outboxNotice(
  config: Pick<Config, 'local' | 'smtpUrl' | 'devOutbox' | 'publicUrl'>,
): string | undefined {
  if (config.smtpUrl || !config.local) return undefined;
  const page = config.devOutbox ? `, and kept at ${config.publicUrl}/api/dev/outbox` : '';
  return (
    'Local mode, for this machine only: emails are not sent; their text (codes, reset links, temporary passwords) ' +
    `is printed to this log${page}. Set SMTP_URL to send them.`
  );
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The startup line about links in emails when PUBLIC_URL is unset (issue 19, item 11): they
 * then point to `http://localhost:PORT`, which only this machine opens. Outside local mode it
 * is a warning (people get reset links they cannot use); in local mode listening beyond this
 * machine (HOST 0.0.0.0 or an address), a hint for whoever opens it from another device.
 * Links never follow a request's Host header: anyone could send a reset email pointing elsewhere.
 */
export function publicUrlNotice(
  config: Pick<Config, 'local' | 'host' | 'port' | 'publicUrl' | 'publicUrlSet'>,
): { level: 'warn' | 'info'; message: string } | undefined {
  if (config.publicUrlSet) return undefined;
  const example = `e.g. PUBLIC_URL=https://app.example.com`;
  if (!config.local) {
    return {
      level: 'warn',
      message:
        `PUBLIC_URL is not set: links in emails (password reset, sign-in, invitations) point to ${config.publicUrl}, ` +
        `which no one else can open. Set PUBLIC_URL to the address people reach Starcrew at (${example}).`,
    };
  }
  if (LOOPBACK_HOSTS.has(config.host)) return undefined;
  return {
    level: 'info',
    message:
      `Links in emails point to ${config.publicUrl} (this machine). To open them from another device, ` +
      `set PUBLIC_URL to the address it reaches this server at (e.g. PUBLIC_URL=http://192.168.1.20:${config.port}).`,
  };
}
