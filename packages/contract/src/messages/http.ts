import { localized } from '../i18n/localized.ts';
export const httpMessages = localized('http', {
  notFound: 'Not found',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
  invalidRequest: 'The request is not valid.',
  bodyRequired: 'The request body must be a JSON object.',
  internal: 'Something went wrong on our side. Please try again.',
  unsupportedMediaType: 'Unsupported content type.',
  nulCharacter: 'The request contains a NUL character (\\u0000), which no field may hold.',
  malformedMultipart: 'The upload is not a valid multipart/form-data body.',
  /** /readyz while the process finishes its work before it stops: the load balancer sends no more. */
  draining: 'This server is shutting down; another one will answer.',
  /** A request that needed the database or Redis while it could not be reached (a restart): retry. */
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** /readyz when the database or Redis does not answer. */
  notReady: 'This server cannot reach its database or Redis.',
} as const);
