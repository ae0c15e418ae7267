// Who may call the favourites and queue routes (issue 23 §5): favourites and a place in a line are the
// customer's; the waiting list and Take next are an approved listener's.
import { describe } from 'vitest';
import { endpoints } from '@app/contract';
import { testAccessMatrix } from '../support/access-matrix.ts';
import { createOnlineListener, requestBody } from '../support/marketplace.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const t = await useTestApp({ deadlineSweepMs: 0 });
const admin = await createSignedInUser(t, 'ADMIN');
const listener = await createOnlineListener(t);
const unapproved = await createSignedInUser(t, 'LISTENER');
const customer = await createSignedInUser(t, 'CUSTOMER');

describe('favourites and queue access', () => {
  testAccessMatrix(t, {
    groups: { favourites: endpoints.favourites, queue: endpoints.queue },
    roles: {
      admin: admin.token,
      listener: listener.token,
      'unapproved listener': unapproved.token,
      customer: customer.token,
    },
    matrix: {
      'favourites.list': { statuses: [403, 403, 403, 200] },
      'favourites.star': { params: { listenerId: listener.id }, body: {}, statuses: [403, 403, 403, 200] },
      'favourites.unstar': { params: { listenerId: listener.id }, statuses: [403, 403, 403, 200] },
      // The listener is free: a customer is told to send a request instead.
      'queue.join': { body: requestBody(listener.id), statuses: [403, 403, 403, 409] },
      'queue.mine': { statuses: [403, 403, 403, 200] },
      'queue.leave': { statuses: [403, 403, 403, 200] },
      'queue.waiting': { statuses: [403, 200, 403, 403] },
      // Nobody waits for them.
      'queue.takeNext': { statuses: [403, 404, 403, 403] },
    },
  });
});
