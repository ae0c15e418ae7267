import { z } from 'zod';
import { PRIVATE_NOTE_MAX } from '../constants.ts';
import { notesMessages } from '../messages/notes.ts';
import { uuidSchema } from './common.ts';

// A listener's private notes per customer (issue 23 §5): one note per listener and customer, read and
// written only by that listener, never shown to the customer, erased with the customer's data.

export const noteCustomerParamsSchema = z.object({ customerId: uuidSchema });

export const privateNoteBodySchema = z.object({
  body: z
    .string({ error: notesMessages.bodyRequired })
    .trim()
    .min(1, notesMessages.bodyRequired)
    .max(PRIVATE_NOTE_MAX, notesMessages.bodyTooLong),
});

export const privateNoteSchema = z.object({
  customerId: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type PrivateNote = z.infer<typeof privateNoteSchema>;
