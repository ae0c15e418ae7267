import { deleteAccountBodySchema, deleteAccountResponseSchema } from '../schemas/erasure.ts';
import { defineEndpoint } from './endpoint.ts';

/** "Delete my account" (issue 25 §3): the same erasure an admin's deletion runs. */
export const erasureEndpoints = {
  deleteOwnAccount: defineEndpoint({
    method: 'POST',
    path: '/account/delete',
    access: ['CUSTOMER', 'LISTENER'],
    summary:
      "Erase the caller's personal data and messages (confirmed with their password), end every sign-in; money records stay under a pseudonym",
    body: deleteAccountBodySchema,
    response: deleteAccountResponseSchema,
  }),
};
