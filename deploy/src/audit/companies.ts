import { companyCatalogue } from '@fleetcheck/contracts';
import { companyDecider, type CompanyState } from '@fleetcheck/domain/company/decider';
import type { EventStore } from '@fleetcheck/platform';

const PAGE = 1000;

/** Every company ever registered (id, name, status: Unverified, Active or Deleted), folded from the event store. */
export async function listCompanies(
  store: EventStore,
  progress: (read: number) => void,
): Promise<{ id: string; name: string; status: string }[]> {
  const states = new Map<string, CompanyState>();
  const eventTypes = [...companyCatalogue.definitions.keys()];
  let after: bigint | undefined;
  let read = 0;
  for (;;) {
    const page = await store.readAll({ after, maxCount: PAGE, filter: { eventTypes } });
    for (const recorded of page) {
      const event = companyCatalogue.decode(recorded.type, recorded.schemaVersion, recorded.data);
      const companyId = (event.data as { companyId: string }).companyId;
      states.set(companyId, companyDecider.evolve(states.get(companyId) ?? companyDecider.initialState(), event));
    }
    read += page.length;
    if (page.length < PAGE) break;
    progress(read);
    after = page.at(-1)!.position;
  }
  return [...states.values()]
    .flatMap((state) => (state.status === 'None' ? [] : [{ id: state.companyId, name: state.details.name, status: state.status }]))
    .sort((a, b) => a.name.localeCompare(b.name, 'ja'));
}
