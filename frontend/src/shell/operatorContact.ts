/** The contact details in the footer: the operator's, kept in contracts beside the API document that names them too. */
export { operatorContact } from '@fleetcheck/contracts/constants/operator-contact';
