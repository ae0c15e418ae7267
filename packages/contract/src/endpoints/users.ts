import { messageResponseSchema } from '../schemas/auth.ts';
import {
  adminUserDetailSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  userStatusBodySchema,
} from '../schemas/admin.ts';
import { dataOf, dataWithMessageOf, idParamsSchema } from '../schemas/common.ts';
import { defineEndpoint } from './endpoint.ts';

export const usersEndpoints = {
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/admin/users',
    access: ['ADMIN'],
    summary: 'Customers and listeners, searchable and paged',
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
  }),
  getUser: defineEndpoint({
    method: 'GET',
    path: '/admin/users/:id',
    access: ['ADMIN'],
    summary: 'One user with role figures and recent sessions',
    params: idParamsSchema,
    response: dataOf(adminUserDetailSchema),
  }),
  setUserStatus: defineEndpoint({
    method: 'PATCH',
    path: '/admin/users/:id/status',
    access: ['ADMIN'],
    summary: 'Activate or deactivate a user (audited); deactivation ends their sign-ins at once',
    params: idParamsSchema,
    body: userStatusBodySchema,
    response: dataWithMessageOf(adminUserSchema),
  }),
  deleteUser: defineEndpoint({
    method: 'DELETE',
    path: '/admin/users/:id',
    access: ['ADMIN'],
    summary: "Erase a user's personal details and disable sign-in; money and session records stay (audited)",
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
} as const;
