/** Where the check board lists the incomplete records; a dashboard card's link goes there (/user/check-board#…). */
export const INCOMPLETE_RECORDS_ANCHOR = 'incomplete-records';
