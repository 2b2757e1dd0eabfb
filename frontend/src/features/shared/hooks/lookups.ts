import { useQuery } from '@tanstack/react-query';
import { carLookupResponseSchema, carOption, officeLookupResponseSchema, officeOption, type SelectOption } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';
import { lookupQuery } from '../api/resourceApi';

/** The company's offices as select options (lookup list). */
export function useOfficeOptions(): readonly SelectOption[] {
  const { api } = useServices();
  return useQuery(lookupQuery(api, '/office', officeLookupResponseSchema)).data?.docs.map(officeOption) ?? [];
}

/** The company's cars as select options, labelled number and model. */
export function useCarOptions(): readonly SelectOption[] {
  const { api } = useServices();
  return useQuery(lookupQuery(api, '/car', carLookupResponseSchema)).data?.docs.map(carOption) ?? [];
}
