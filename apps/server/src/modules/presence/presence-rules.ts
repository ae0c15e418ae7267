// Presence's pure rules: who counts as online, and when a session's person counts as gone.
import { PRESENCE_GRACE_SECONDS, RECONNECT_GRACE_SECONDS, type SessionMode } from '@app/contract';

/** The oldest presence stamp that still counts at `now`: PRESENCE_GRACE_SECONDS before it. */
export const presenceCutoff = (now: Date) => new Date(now.getTime() - PRESENCE_GRACE_SECONDS * 1000);

/**
 * Online as customers see it (the one rule; `directory.repository`'s `presentSince` is its SQL form):
 * the switch is on AND a console (a live socket, on any process) stamped them at or after the cutoff.
 * Never stamped means no console was ever open: offline, whatever the switch says (a request to them
 * could only expire).
 */
export const isPresent = (listener: { isOnline: boolean; lastSeenAt: Date | null }, now: Date) =>
  listener.isOnline && listener.lastSeenAt !== null && listener.lastSeenAt >= presenceCutoff(now);

/** The shortest reconnect grace of any mode: rooms quieter than this are worth a closer look. */
export const shortestReconnectGraceMs = Math.min(...Object.values(RECONNECT_GRACE_SECONDS)) * 1000;

/**
 * When a session's person left its room, as far as presence can tell: their last stamp there, or the
 * start of a running session they were never seen in (or had left before it started: nothing before
 * the start is billed anyway). Null when nothing says they were ever expected (an accepted session
 * they have not joined yet: its own 10-minute lapse covers that).
 */
export const leftAtOf = (seenAt: Date | null | undefined, startedAt: Date | null) => {
  if (!seenAt) return startedAt;
  return startedAt && startedAt > seenAt ? startedAt : seenAt;
};

/** Whether someone who left at `leftAt` has been gone for the mode's whole reconnect grace at `now`. */
export const isGoneFor = (mode: SessionMode, leftAt: Date, now: Date) =>
  now.getTime() - leftAt.getTime() >= RECONNECT_GRACE_SECONDS[mode] * 1000;

/** When a session whose person left at `leftAt` ends unless they come back (the mode's grace later). */
export const connectionEndsAt = (mode: SessionMode, leftAt: Date) =>
  new Date(leftAt.getTime() + RECONNECT_GRACE_SECONDS[mode] * 1000);
