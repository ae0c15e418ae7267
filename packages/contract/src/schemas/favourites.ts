import { z } from 'zod';
import { MOODS, PRESENCES, SESSION_MODES } from '../constants.ts';
import { sessionRequestBodySchema } from './marketplace.ts';

// Favourites and the waiting queue (issue 23 §5).

export const listenerIdParamsSchema = z.object({ listenerId: z.uuid({ error: 'Invalid id' }) });

/** Star a listener; `notifyOnline` left out keeps what was set (off for a new star). */
export const favouriteBodySchema = z.object({
  notifyOnline: z.boolean({ error: 'notifyOnline must be true or false' }).optional(),
});

export const favouriteSchema = z.object({
  listener: z.object({
    id: z.string(),
    name: z.string(),
    profilePicture: z.string().nullable(),
    presence: z.enum(PRESENCES),
  }),
  notifyOnline: z.boolean(),
  favouritedAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const unfavouriteResultSchema = z.object({ data: z.object({ listenerId: z.string() }) });

/** Joining a busy listener's line: the request that will be sent when they take you. */
export const queueJoinBodySchema = sessionRequestBodySchema;

const waitingRequest = {
  mode: z.enum(SESSION_MODES),
  language: z.string(),
  userMood: z.enum(MOODS),
  joinedAt: z.string(),
  /** When the place lapses (QUEUE_PLACE_TTL_MINUTES after joining). */
  expiresAt: z.string(),
  /** 1 = next. */
  position: z.number().int(),
};

/** The customer's own place in a line. */
export const queuePlaceSchema = z.object({
  ...waitingRequest,
  listener: z.object({ id: z.string(), name: z.string(), profilePicture: z.string().nullable() }),
});
export type QueuePlace = z.infer<typeof queuePlaceSchema>;

/** One person waiting for a listener, as the listener sees them (name only, like a request). */
export const waitingCustomerSchema = z.object({
  ...waitingRequest,
  customer: z.object({ id: z.string(), name: z.string() }),
});
export type WaitingCustomer = z.infer<typeof waitingCustomerSchema>;

export const QUEUE_PLACE_END_REASONS = ['left', 'taken', 'expired', 'offline', 'dropped'] as const;
export type QueuePlaceEndReason = (typeof QUEUE_PLACE_END_REASONS)[number];

/** Socket `queue-place`, to the customer: where they stand now, or why their place ended. */
export const queuePlaceEventSchema = z.object({
  place: queuePlaceSchema.nullable(),
  /** Set when `place` is null. */
  reason: z.enum(QUEUE_PLACE_END_REASONS).nullable(),
  /** `taken`: the request that was sent for them. */
  sessionId: z.string().nullable(),
  /** `dropped`: why their request could not be sent. */
  message: z.string().nullable(),
});
export type QueuePlaceEvent = z.infer<typeof queuePlaceEventSchema>;

/** Socket `queue-waiting`, to the listener: who waits for them now, in order. */
export const queueWaitingEventSchema = z.object({ waiting: z.array(waitingCustomerSchema) });
export type QueueWaitingEvent = z.infer<typeof queueWaitingEventSchema>;
