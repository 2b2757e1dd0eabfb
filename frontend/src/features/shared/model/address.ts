/** The parts of a Japanese address as the company and office forms keep them. */
export interface AddressParts {
  readonly postcode: string;
  readonly prefectures: string;
  readonly municipalities: string;
  readonly town: string;
  readonly buildings: string;
}

/** One line, postcode first, the empty parts left out ('' when there is none). */
export function formatAddress(address: AddressParts): string {
  return [address.postcode, address.prefectures, address.municipalities, address.town, address.buildings].filter(Boolean).join(' ');
}
