import { describe, expect, it } from 'vitest';
import { matchingOptions } from './optionSearch';

const cars = [
  { value: 'c1', label: '品川 500 あ 12-34' },
  { value: 'c2', label: '品川 300 い 56-78' },
  { value: 'c3', label: '横浜 ５００ う 99-99' },
];

describe('matchingOptions', () => {
  it('reads a term at either width and with any spacing, as the lists do (issue 37)', () => {
    expect(matchingOptions(cars, '500\u3000あ').map((car) => car.value)).toEqual(['c1']);
    expect(matchingOptions(cars, '５００ あ').map((car) => car.value)).toEqual(['c1']);
    expect(matchingOptions(cars, ' 500   あ ').map((car) => car.value)).toEqual(['c1']);
    expect(matchingOptions(cars, '５００').map((car) => car.value)).toEqual(['c1', 'c3']);
    expect(matchingOptions(cars, '\u3000')).toBe(cars);
  });
});
