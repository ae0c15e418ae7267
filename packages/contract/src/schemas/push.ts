import { LOCALES } from '../i18n/locales.ts';
import { z } from 'zod';
import { pushMessages } from '../messages/push.ts';

/**
 * Web push (issue 23 §2). What a notification may carry: its kind, at most a person's name, and the
 * screen to open. Never a chat message's text or any other personal content: the payload leaves for
 * the browser vendor's push service (encrypted, but still off our servers).
 */
export const PUSH_KINDS = [
  'new-request',
  'request-accepted',
  'listener-online',
  'low-balance',
  'withdrawal-paid',
  'moderation-outcome',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The longest name a notification carries (a display name is shorter; anything longer is cut). */
export const PUSH_NAME_MAX = 60;

export const pushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  name: z.string().max(PUSH_NAME_MAX).optional(),
  /** A path of this site (the web app's route), never another origin. */
  url: z.string().startsWith('/'),
  /** The language the person reads, for the notification's texts (added as it is sent). */
  locale: z.enum(LOCALES).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

const base64url = (label: string, bytes: number) =>
  z
    .string({ error: pushMessages.invalidSubscription })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, pushMessages.invalidSubscription)
    .refine(
      (value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes,
      `${label}: ${pushMessages.invalidSubscription}`,
    );

/** One device's subscription, as the browser's PushSubscription.toJSON() gives it. */
export const pushSubscribeBodySchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: pushMessages.invalidSubscription })
    .max(2048, pushMessages.invalidSubscription),
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed (65 bytes). */
      p256dh: base64url('p256dh', 65),
      /** The browser's authentication secret (16 bytes). */
      auth: base64url('auth', 16),
    },
    { error: pushMessages.invalidSubscription },
  ),
  /** A listener's choice: new requests reach this device even while their console is open. */
  alwaysNewRequests: z.boolean().default(false),
});
export type PushSubscribeBody = z.input<typeof pushSubscribeBodySchema>;

export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.string({ error: pushMessages.invalidSubscription }).min(1).max(2048),
});

export const pushKeySchema = z.object({ publicKey: z.string() });
export const pushDeviceSchema = z.object({
  subscribed: z.boolean(),
  alwaysNewRequests: z.boolean(),
});
