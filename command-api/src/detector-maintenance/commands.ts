import type { DetectorCheckerBody, DetectorMaintenanceBody } from '@fleetcheck/contracts';
import { notFound } from '@fleetcheck/domain';
import { detectorMaintenanceAggregate } from '@fleetcheck/domain/detector-maintenance/decider';
import { detectorMaintenanceStream } from '@fleetcheck/domain/detector-maintenance/stream';
import { companyDeviceAggregate } from '@fleetcheck/domain/device/decider';
import { companyDeviceStream } from '@fleetcheck/domain/device/stream';
import { registeredDeviceAggregate } from '@fleetcheck/domain/device-registry/decider';
import { registeredDeviceStream } from '@fleetcheck/domain/device-registry/stream';
import type { App } from '../app';
import { handleCommand, loadStream } from '../shared/command-handler';
import type { CommandContext } from '../shared/request-context';
import { registeredManager } from '../test-result/commands';

/** A detector's owner as the maintenance records it: a company, or none for a registered detector in stock. */
interface Detector {
  deviceId: string;
  companyId: string | null;
}

/** A registered (admin) detector, wherever it is; anything else answers as not found. */
async function registeredDetector(app: App, deviceId: string): Promise<Detector | undefined> {
  const { state } = await loadStream(app.store, registeredDeviceStream(deviceId), registeredDeviceAggregate);
  return state.status === 'Registered' ? { deviceId, companyId: state.device.companyId } : undefined;
}

/**
 * A detector of the company: one on its own list, or a registered one it rents (the one its tests come from).
 * Another company's detector answers exactly as a missing one.
 */
async function companyDetector(app: App, deviceId: string, companyId: string): Promise<Detector | undefined> {
  const own = await loadStream(app.store, companyDeviceStream(deviceId), companyDeviceAggregate);
  if (own.state.status === 'Active' && own.state.companyId === companyId) return { deviceId, companyId };
  const rented = await registeredDetector(app, deviceId);
  return rented?.companyId === companyId ? rented : undefined;
}

async function record(app: App, ctx: CommandContext, detector: Detector, body: DetectorMaintenanceBody) {
  const data = {
    deviceId: detector.deviceId,
    companyId: detector.companyId,
    kind: body.kind,
    outcome: body.outcome,
    maintainedAt: new Date(body.maintainedAt).toISOString(),
    performedBy: body.performedBy,
    remark: body.remark,
    usageLimitDate: body.usageLimitDate,
  };
  const command = { type: 'RecordDetectorMaintenance' as const, data, recordedAt: app.clock.now().toISOString() };
  return handleCommand(app.store, detectorMaintenanceStream(detector.deviceId), detectorMaintenanceAggregate, command, ctx.metadata());
}

/** POST /device/{id}/maintenance: a manager (or an admin on the company's behalf) for a detector of the company. */
export async function recordCompanyDetectorMaintenance(
  app: App,
  ctx: CommandContext,
  deviceId: string,
  companyId: string,
  body: DetectorMaintenanceBody,
) {
  const detector = await companyDetector(app, deviceId, companyId);
  if (!detector) throw notFound();
  return record(app, ctx, detector, body);
}

/** POST /admin/device/{id}/maintenance: the platform's staff for any registered detector, rented or in stock. */
export async function recordRegisteredDetectorMaintenance(app: App, ctx: CommandContext, deviceId: string, body: DetectorMaintenanceBody) {
  const detector = await registeredDetector(app, deviceId);
  if (!detector) throw notFound();
  return record(app, ctx, detector, body);
}

/**
 * PUT /device/{id}/checker: a manager of the company (or an admin on its behalf) names the manager its detector's
 * uploads name as 確認者 when the detector sends none (null: none). The manager must be a live one of the company.
 */
export async function assignDetectorChecker(app: App, ctx: CommandContext, deviceId: string, companyId: string, body: DetectorCheckerBody) {
  const detector = await companyDetector(app, deviceId, companyId);
  if (!detector) throw notFound();
  const checker = body.checker === null ? null : await registeredManager(app, companyId, body.checker, 'checker');
  const command = {
    type: 'AssignDetectorChecker' as const,
    data: { deviceId, companyId, checker, assignedAt: app.clock.now().toISOString() },
  };
  return handleCommand(app.store, detectorMaintenanceStream(deviceId), detectorMaintenanceAggregate, command, ctx.metadata());
}
