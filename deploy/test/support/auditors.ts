import type { SeededSystem, Session } from './seeded-system';

/**
 * A platform admin invites an auditor (issue 22); the auditor chooses a password with the mailed code and
 * signs in at the admin door. Answers the auditor's id and session; throws when a step does not succeed.
 */
export async function invitedAuditor(
  sys: SeededSystem,
  adminToken: string,
  invitation: { email: string; scope: unknown; accessEndsOn: string; password?: string },
): Promise<{ auditorId: string; session: Session }> {
  const { email, scope, accessEndsOn, password = 'auditor-pass-22' } = invitation;
  const invited = await sys.call('POST', '/admin/auditors', {
    token: adminToken,
    body: { email, name: '監査 花子', scope, accessEndsOn, language: 'ja' },
  });
  if (invited.status !== 201) throw new Error(`invite ${email}: ${invited.status} ${JSON.stringify(invited.body)}`);
  const set = await sys.call('POST', '/auth/auditor-set-password', { body: { auth: await sys.lastCodeTo(email), password } });
  if (set.status !== 200) throw new Error(`set password ${email}: ${set.status} ${JSON.stringify(set.body)}`);
  return { auditorId: invited.body.data.id as string, session: await sys.login(email, password, true) };
}
