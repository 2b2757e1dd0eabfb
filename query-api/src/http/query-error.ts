/**
 * A refused query is the domain's error value (the spec's message key, answered as the shared API error body),
 * so both APIs refuse alike.
 */
export { DomainError as QueryError, forbidden, notFound, unauthorized } from '@fleetcheck/domain';
