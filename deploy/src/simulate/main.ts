import { parseArgs } from 'node:util';
import { apiClient } from './api-client';
import { prepareFleet } from './fleet-access';
import { simulate } from './simulation';

/**
 * `npm run simulate -- --devices N --rate R [--url http://127.0.0.1:3000] [--duration S]`: N fresh detectors
 * of the demo company post realistic breath tests at R results/s in total to a running local system.
 */
const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '3' },
    rate: { type: 'string', default: '5' },
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    duration: { type: 'string', default: '30' },
  },
});

const devices = Number(values.devices);
const rate = Number(values.rate);
const durationSeconds = Number(values.duration);
if (
  !Number.isInteger(devices) ||
  devices < 1 ||
  devices > 1000 ||
  !(rate > 0 && rate <= 5000) ||
  !(durationSeconds > 0 && durationSeconds <= 3600)
) {
  console.error(
    'Usage: npm run simulate -- --devices N(1-1000) --rate R(results/s, <=5000) [--url http://127.0.0.1:3000] [--duration S(<=3600, default 30)]',
  );
  process.exit(1);
}

try {
  const call = apiClient(values.url);
  const fleet = await prepareFleet(call, devices);
  console.log(
    `registered ${fleet.devices.length} devices for company ${fleet.companyId}; ${fleet.drivers.length} drivers; ${rate}/s for ${durationSeconds}s`,
  );
  const summary = await simulate(call, fleet, { rate, durationSeconds });
  console.log(
    [
      `sent      ${summary.sent}`,
      `accepted  ${summary.accepted}`,
      `failed    ${summary.failed}`,
      `behind    ${summary.behind} (not started: too many requests outstanding)`,
      `failing results (>= 0.15 mg/l) ${summary.failingResults}`,
      `achieved  ${summary.achievedRate.toFixed(1)}/s of ${rate}/s over ${summary.elapsedSeconds.toFixed(1)}s`,
    ].join('\n'),
  );
  process.exit(summary.failed > 0 ? 2 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
