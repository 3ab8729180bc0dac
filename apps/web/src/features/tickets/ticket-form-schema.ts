import { createContactGroupSchema, createTicketSchema } from '@kaista/domain/tickets';
import { z } from 'zod';

/** The form validates with the very schema the server checks, so messages agree on both sides. */
export const ticketFormSchema = createTicketSchema;
export type TicketFormValues = z.output<typeof ticketFormSchema>;
export type TicketFormInput = z.input<typeof ticketFormSchema>;

/** The new contact group's dialog, likewise on the server's own schema. */
export type ContactGroupInput = z.input<typeof createContactGroupSchema>;
export type ContactGroupValues = z.output<typeof createContactGroupSchema>;
