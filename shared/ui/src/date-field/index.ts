/**
 * `@portal/ui/date-field`: a date typed in the formats people use or chosen from a calendar, handed to the form as
 * 'YYYY-MM-DD'. A subpath of its own so that the login page does not load it with the rest of @portal/ui.
 */
export { DateField, DEFAULT_DATE_HINT, type DateFieldEvent, type DateFieldHandle, type DateFieldProps } from './date-field';
export { checkDate, DATE_UNREADABLE_MESSAGE, parseDate, type DateRule } from './parse-date';
