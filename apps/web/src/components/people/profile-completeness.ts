import { listenerProfileInputSchema, type OwnListenerProfile } from '@app/contract';

/**
 * The fields of an application still missing or invalid, by the applicant's own schema (the same
 * rules as Save Profile). A profile the server marked submitted is complete.
 */
export function missingProfileFields(profile: OwnListenerProfile): string[] {
  if (profile.submittedAt) return [];
  const result = listenerProfileInputSchema.safeParse({
    name: profile.name,
    age: profile.age ?? undefined,
    dob: profile.dob ?? undefined,
    gender: profile.gender ?? undefined,
    phone: profile.phone ?? undefined,
    address: profile.address ?? undefined,
    city: profile.city ?? undefined,
    state: profile.state ?? undefined,
    country: profile.country,
    pincode: profile.pincode ?? undefined,
    profilePicture: profile.profilePicture ?? undefined,
    description: profile.description ?? undefined,
    languages: profile.languages,
    preferredMode: profile.preferredMode ?? undefined,
    isExperienced: profile.isExperienced,
    idProofUrl: profile.idProofUrl ?? undefined,
    linkedInUrl: profile.linkedInUrl ?? undefined,
    withdrawalUpiId: profile.withdrawalUpiId ?? undefined,
  });
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
}
