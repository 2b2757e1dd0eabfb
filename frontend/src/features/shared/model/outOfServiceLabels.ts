import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DetectorOutOfServiceReason } from '@fleetcheck/contracts';

/** Why a detector is out of service, as its list shows it. */
export const outOfServiceLabels: Readonly<Record<DetectorOutOfServiceReason, MessageDescriptor>> = {
  retired: msg`Out of service (taken out by FleetCheck)`,
  check_failed: msg`Out of service: a check failed`,
  usage_limit_passed: msg`Out of service: past its usage limit date`,
  sensor_life_ended: msg`Out of service: sensor life used up`,
};

/** What returns it to service, as its maintenance panel tells the manager. */
export const outOfServiceRemedies: Readonly<Record<DetectorOutOfServiceReason, MessageDescriptor>> = {
  retired: msg`FleetCheck took this detector out of service. Its tests are refused; contact FleetCheck.`,
  check_failed: msg`A check or calibration found a fault. Its tests are refused until a check or calibration passes.`,
  usage_limit_passed: msg`Its usage limit date has passed. Its tests are refused until a new usage limit date or a new sensor is recorded.`,
  sensor_life_ended: msg`Its sensor has reached the end of its life (tests or days). Its tests are refused until a new sensor is recorded.`,
};
