import type { FastifyInstance } from 'fastify';
import { messages } from '@app/contract';
import { AppError } from '../errors.ts';

const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
};

/**
 * Refuses text no field may hold before any rule or query sees it: PostgreSQL cannot store a NUL
 * character, so without this a `\u0000` in any field or search would reach the database and fail as a 500.
 */
export const registerInputGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      done(new AppError('VALIDATION_ERROR', messages.http.nulCharacter));
      return;
    }
    done();
  });
};
