import { expect } from 'vitest';
import { fold, type Decider } from '../../src/shared/decider';
import { DomainError } from '../../src/shared/domain-error';
import type { ErrorKey } from '@fleetcheck/contracts';

/**
 * Given events / When command / Then events (or Then error key). Pure: no store, no clock, no I/O.
 *   spec(decider).given([...]).when(command).then([...])
 */
export function spec<C, E, S>(decider: Decider<C, E, S>) {
  return {
    given(events: E[]) {
      return {
        when(command: C) {
          const run = () => decider.decide(command, fold(decider, events));
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenError(key: ErrorKey) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              expect((thrown as DomainError).key).toBe(key);
            },
          };
        },
      };
    },
  };
}
