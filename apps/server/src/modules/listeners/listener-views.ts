import type { ApplicationRow, ListenerProfile, ListenerQuality, ListenerRow } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { fileUrl } from '../files/files.service.ts';
import { findProfile, type ProfileRecord } from './listeners.repository.ts';

// How a listener profile row is shown: shared by the listeners and applications modules.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toListenerProfile = ({ profile, user }: ProfileRecord): ListenerProfile => ({
  id: user.id,
  name: user.name,
  user: { email: user.email },
  age: user.age,
  dob: profile.dob,
  gender: user.gender,
  phone: profile.phone,
  address: profile.address,
  city: profile.city,
  state: profile.state,
  country: profile.country,
  pincode: profile.pincode,
  profilePicture: fileUrl(profile.profilePictureFileId),
  description: profile.description,
  languages: profile.languages,
  preferredMode: profile.preferredMode,
  isExperienced: profile.isExperienced,
  idProofUrl: fileUrl(profile.idProofFileId),
  linkedInUrl: profile.linkedInUrl,
  withdrawalUpiId: profile.withdrawalUpiId,
  paidRoleActivatedAt: iso(profile.paidRoleActivatedAt),
  isBlocked: profile.isBlocked,
  applicationStatus: profile.applicationStatus,
  rejectionReason: profile.applicationStatus === 'REJECTED' ? profile.rejectionReason : null,
  coinsPerMinute: profile.coinsPerMinute,
  submittedAt: iso(profile.submittedAt),
  approvedAt: iso(user.approvedAt),
  createdAt: profile.createdAt.toISOString(),
  updatedAt: profile.updatedAt.toISOString(),
});

export const toApplicationRow = ({ profile, user }: ProfileRecord): ApplicationRow => ({
  id: user.id,
  name: user.name,
  email: user.email,
  applicationStatus: profile.applicationStatus,
  submittedAt: iso(profile.submittedAt),
  createdAt: profile.createdAt.toISOString(),
  city: profile.city,
  state: profile.state,
  languages: profile.languages,
  preferredMode: profile.preferredMode,
  profilePicture: fileUrl(profile.profilePictureFileId),
});

export const toListenerRow = (record: ProfileRecord, quality: ListenerQuality): ListenerRow => ({
  quality,
  ...toApplicationRow(record),
  isBlocked: record.profile.isBlocked,
  coinsPerMinute: record.profile.coinsPerMinute,
  phone: record.profile.phone,
  approvedAt: iso(record.user.approvedAt),
});

/** The editable fields as one flat record, for audit diffs. */
export const editableSnapshot = (p: ListenerProfile) => ({
  name: p.name,
  age: p.age,
  dob: p.dob,
  gender: p.gender,
  phone: p.phone,
  address: p.address,
  city: p.city,
  state: p.state,
  country: p.country,
  pincode: p.pincode,
  profilePicture: p.profilePicture,
  description: p.description,
  languages: p.languages,
  preferredMode: p.preferredMode,
  isExperienced: p.isExperienced,
  idProofUrl: p.idProofUrl,
  linkedInUrl: p.linkedInUrl,
  withdrawalUpiId: p.withdrawalUpiId,
  coinsPerMinute: p.coinsPerMinute,
});

/** A live (not deleted) listener's profile record. */
export const loadProfile = async (tx: Db, id: string, options: { forUpdate?: boolean } = {}) => {
  const record = await findProfile(tx, id, options);
  if (!record || record.user.deletedAt) return undefined;
  return record;
};

export const loadProfileOr404 = async (
  tx: Db,
  id: string,
  message: string,
  options: { forUpdate?: boolean } = {},
) => {
  const record = await loadProfile(tx, id, options);
  if (!record) throw new AppError('NOT_FOUND', message);
  return record;
};

/** `pagenumber` (1-based) and `pagesize` as limit and offset. */
export const pageOf = (q: { pagenumber: number; pagesize: number }) => ({
  limit: q.pagesize,
  offset: (q.pagenumber - 1) * q.pagesize,
});
