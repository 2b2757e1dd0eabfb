/** The upgrade-plan flag of spec section 4, kept in local storage while the admin changes the plan. */
const UPGRADE_PLAN_KEY = 'upgradePlan';

export const upgradeFlag = {
  read: (): boolean => window.localStorage.getItem(UPGRADE_PLAN_KEY) === 'true',
  set: (): void => window.localStorage.setItem(UPGRADE_PLAN_KEY, 'true'),
  clear: (): void => window.localStorage.removeItem(UPGRADE_PLAN_KEY),
};
