import { paths } from '@portal/contract';

/** Where a new ticket is logged: /tickets/support (the 'Log a fault' links add ?serviceTag=…&category=…). */
export const NEW_TICKET_PATH = `${paths.tickets}/support`;
