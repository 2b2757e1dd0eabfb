import { DEFAULT_CONFIRMER_ROLE, type ConfirmerRole, type ManagerProfile, type RecordManager } from '@fleetcheck/contracts';

/**
 * Assistant confirmers (補助者, issue 35 item 4). A manager confirms drivers' checks as the office's 安全運転管理者
 * (the default) or as a 補助者; both may confirm, and a positive result a 補助者 confirmed goes at once to the
 * 安全運転管理者 of the driver's office.
 */

/** A manager's role: 安全運転管理者 unless set to 補助者 (managers registered before roles are 安全運転管理者). */
export const confirmerRoleOfProfile = (profile: Pick<ManagerProfile, 'confirmerRole'>): ConfirmerRole =>
  profile.confirmerRole ?? DEFAULT_CONFIRMER_ROLE;

/** The manager as a record names them when they act: their name now, and 補助者 when they are one. */
export function recordManagerOf(
  managerId: string,
  profile: Pick<ManagerProfile, 'lastName' | 'firstName' | 'confirmerRole'>,
): RecordManager {
  const name = `${profile.lastName} ${profile.firstName}`.trim();
  return confirmerRoleOfProfile(profile) === 'assistant' ? { managerId, name, role: 'assistant' } : { managerId, name };
}

/** A manager as the referral's recipients are chosen from: their office (null: the whole company) and their role. */
export interface ConfirmerCandidate {
  officeId: string | null;
  confirmerRole?: ConfirmerRole | undefined;
}

/**
 * Who a positive result confirmed by a 補助者 goes to: the 安全運転管理者 of the driver's office and those who look
 * after the whole company (no office of their own). When none of them is one, every 安全運転管理者 of the company,
 * so the referral never goes nowhere. 補助者 are never its recipients.
 */
export function safeDrivingManagersFor<M extends ConfirmerCandidate>(managers: readonly M[], officeId: string | null): M[] {
  const safeDriving = managers.filter((manager) => confirmerRoleOfProfile(manager) === 'safe_driving_manager');
  const ofOffice = safeDriving.filter((manager) => manager.officeId === null || manager.officeId === officeId);
  return ofOffice.length > 0 ? ofOffice : safeDriving;
}
