import { applicationRowSchema } from '../schemas/admin.ts';
import { dataOf, dataWithMessageOf, idQuerySchema, tableOf } from '../schemas/common.ts';
import {
  applicationsQuerySchema,
  listenerProfileSchema,
  updateApplicationBodySchema,
} from '../schemas/listener.ts';
import { defineEndpoint } from './endpoint.ts';

export const applicationsEndpoints = {
  getAll: defineEndpoint({
    method: 'GET',
    path: '/applications/all-applications',
    access: ['ADMIN'],
    summary: 'Listener applications, newest first; status omitted for all',
    query: applicationsQuerySchema,
    response: tableOf(applicationRowSchema),
  }),
  getById: defineEndpoint({
    method: 'GET',
    path: '/applications/application-by-id',
    access: ['ADMIN'],
    summary: 'One application with every profile field',
    query: idQuerySchema,
    response: dataOf(listenerProfileSchema),
  }),
  updateById: defineEndpoint({
    method: 'POST',
    path: '/applications/update-application-by-id',
    access: ['ADMIN'],
    summary: 'Mark as processing (UNDER_REVIEW), approve or reject (audited)',
    body: updateApplicationBodySchema,
    response: dataWithMessageOf(listenerProfileSchema),
  }),
} as const;
