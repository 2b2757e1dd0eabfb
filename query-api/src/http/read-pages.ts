/** Shared with the workers' scheduled record book (issue 37 item 3). */
export { EXPORT_PAGE, pagesOf } from '@fleetcheck/platform';
