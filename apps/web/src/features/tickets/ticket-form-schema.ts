import { createTicketSchema } from '@kaista/domain/tickets';
import { z } from 'zod';

/** The form validates with the very schema the server checks, so messages agree on both sides. */
export const ticketFormSchema = createTicketSchema;
export type TicketFormValues = z.output<typeof ticketFormSchema>;
export type TicketFormInput = z.input<typeof ticketFormSchema>;
