import { z } from 'zod';
import { CALL_CANDIDATE_MAX, CALL_SDP_MAX } from '../constants.ts';
import { callsMessages } from '../messages/calls.ts';
import { chatMessages } from '../messages/chat.ts';

// Audio call signalling (issue 10): the server checks every payload's shape and size and relays it only
// between the two people of an AUDIO session.

const k = callsMessages;
const sessionIdSchema = z.uuid({ error: chatMessages.sessionIdInvalid });

const descriptionOf = (type: 'offer' | 'answer') =>
  z.strictObject(
    {
      type: z.literal(type, { error: k.descriptionInvalid }),
      sdp: z
        .string({ error: k.descriptionInvalid })
        .min(1, k.descriptionInvalid)
        .max(CALL_SDP_MAX, k.descriptionTooLarge),
    },
    { error: k.descriptionInvalid },
  );

/** What RTCIceCandidate.toJSON() gives. */
export const iceCandidateSchema = z.strictObject(
  {
    candidate: z.string({ error: k.candidateInvalid }).max(CALL_CANDIDATE_MAX, k.candidateTooLarge),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  },
  { error: k.candidateInvalid },
);

export const createOfferSchema = z.object({ sessionId: sessionIdSchema, offer: descriptionOf('offer') });
export const createAnswerSchema = z.object({ sessionId: sessionIdSchema, answer: descriptionOf('answer') });
export const addIceCandidatesSchema = z.object({ sessionId: sessionIdSchema, candidate: iceCandidateSchema });
export type CreateOffer = z.infer<typeof createOfferSchema>;
export type CreateAnswer = z.infer<typeof createAnswerSchema>;
export type AddIceCandidates = z.infer<typeof addIceCandidatesSchema>;
export type IceCandidate = z.infer<typeof iceCandidateSchema>;

/** One RTCIceServer as the browser takes it. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const iceServersQuerySchema = z.object({ sessionId: sessionIdSchema });
export const iceServersResponseSchema = z.object({
  data: z.object({ iceServers: z.array(iceServerSchema) }),
});

export type CallEnded = { sessionId: string; reason: string };
