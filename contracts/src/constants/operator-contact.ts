/**
 * The operator's contact details: the web app's footer, help panel and modals, and the API document's `info.contact`.
 * The spec names the fields (company name, phone, fax, email, address) but not their values; they are configuration
 * of the operator, kept here in one place.
 */
export const operatorContact = {
  name: 'FleetCheck',
  phone: '03-0000-0000',
  fax: '03-0000-0001',
  email: 'support@fleetcheck.example',
  address: '〒100-0001 東京都千代田区',
  /** The legal name in contracts and the terms of service: the placeholder the server's INVOICE_ISSUER starts with. */
  legalName: { ja: 'FleetCheck株式会社', en: 'FleetCheck Inc.' },
} as const;
