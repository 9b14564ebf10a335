import { z } from 'zod';
import { empty } from './common';

export const ticketItem = z.object({
  ticketNumber: z.string(),
  subject: z.string(),
  category: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketItem = z.infer<typeof ticketItem>;

export const ticketActions = {
  'tickets.GetTickets': { input: empty, output: z.object({ tickets: z.array(ticketItem) }) },
} as const;
