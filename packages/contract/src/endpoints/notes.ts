import { messageResponseSchema } from '../schemas/auth.ts';
import { dataOf } from '../schemas/common.ts';
import { noteCustomerParamsSchema, privateNoteBodySchema, privateNoteSchema } from '../schemas/notes.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * A listener's private note about a customer they had a session with (issue 23 §5). Only that listener
 * reads or writes it; a customer they never met answers 404, as a missing one would.
 */
export const notesEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/notes/customers/:customerId',
    access: 'approved-listener',
    summary: "The caller's private note about a customer they had a session with (null when none)",
    params: noteCustomerParamsSchema,
    response: dataOf(privateNoteSchema.nullable()),
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/notes/customers/:customerId',
    access: 'approved-listener',
    summary: 'Write (or replace) the private note about a customer the caller had a session with',
    params: noteCustomerParamsSchema,
    body: privateNoteBodySchema,
    response: dataOf(privateNoteSchema),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/notes/customers/:customerId',
    access: 'approved-listener',
    summary: 'Delete the private note about a customer',
    params: noteCustomerParamsSchema,
    response: messageResponseSchema,
  }),
};
