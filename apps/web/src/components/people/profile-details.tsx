import type { ReactNode } from 'react';
import type { ListenerProfile } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { ApplicationStatusBadge } from '@/components/people/application-status-badge';
import { PersonAvatar } from '@/components/people/person-cell';
import { PrivateDocument } from '@/components/people/private-file';
import { formatDate, genderLabels, modeLabels, orDash } from '@/lib/people-format';
import { cn } from '@/lib/utils';

type ItemProps = { label: string; children: ReactNode; wide?: boolean; className?: string };

function Item({ label, children, wide = false, className }: ItemProps) {
  return (
    <div className={cn('grid min-w-0 content-start gap-1', wide && 'col-span-2', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg border p-4">{children}</dl>
    </section>
  );
}

/** Identity line of a profile dialog: big picture, name, email, status badges. */
export function ProfileSummary({ profile, extra }: { profile: ListenerProfile; extra?: ReactNode }) {
  return (
    <div className="flex items-center gap-4">
      <PersonAvatar
        name={profile.name}
        email={profile.user.email}
        picture={profile.profilePicture}
        className="size-16 text-base"
      />
      <div className="grid min-w-0 gap-1">
        <p className="truncate text-base font-semibold">{profile.name || 'Unnamed applicant'}</p>
        <p className="truncate text-sm text-muted-foreground">{profile.user.email ?? '—'}</p>
        <div className="flex flex-wrap gap-1.5">
          <ApplicationStatusBadge status={profile.applicationStatus} />
          {profile.isBlocked && <Badge variant="destructive">Blocked</Badge>}
          {extra}
        </div>
      </div>
    </div>
  );
}

/** Every field of a listener's profile / application, read-only, grouped as on the profile form. */
export function ProfileDetails({
  profile,
  showRate = false,
}: {
  profile: ListenerProfile;
  showRate?: boolean;
}) {
  return (
    <div className="grid gap-5">
      <Section title="Personal Information">
        <Item label="Full name">{orDash(profile.name)}</Item>
        <Item label="Email">
          <span className="break-all">{orDash(profile.user.email)}</span>
        </Item>
        <Item label="Age">{orDash(profile.age)}</Item>
        <Item label="Date of birth">{formatDate(profile.dob)}</Item>
        <Item label="Gender">{profile.gender ? genderLabels[profile.gender] : '—'}</Item>
        <Item label="Phone">{orDash(profile.phone)}</Item>
      </Section>
      <Section title="Address Information">
        <Item label="Address" wide>
          {orDash(profile.address)}
        </Item>
        <Item label="City">{orDash(profile.city)}</Item>
        <Item label="State">{orDash(profile.state)}</Item>
        <Item label="Country">{orDash(profile.country)}</Item>
        <Item label="Pincode">{orDash(profile.pincode)}</Item>
      </Section>
      <Section title="Profile & Documents">
        <Item label="Description" wide>
          <span className="whitespace-pre-line">{orDash(profile.description)}</span>
        </Item>
        <Item label="Profile picture" className="col-span-2 sm:col-span-1">
          {profile.profilePicture ? (
            <PersonAvatar
              name={profile.name}
              picture={profile.profilePicture}
              className="size-16 rounded-md"
            />
          ) : (
            '—'
          )}
        </Item>
        <Item label="ID proof" className="col-span-2 sm:col-span-1">
          {profile.idProofUrl ? <PrivateDocument url={profile.idProofUrl} label="ID proof" /> : '—'}
        </Item>
        <Item label="LinkedIn" wide>
          {profile.linkedInUrl ? (
            <a
              href={profile.linkedInUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="font-medium text-brand underline-offset-4 hover:underline"
            >
              {profile.linkedInUrl}
            </a>
          ) : (
            '—'
          )}
        </Item>
      </Section>
      <Section title="Languages & Preferences">
        <Item label="Languages" wide>
          {profile.languages.length > 0 ? (
            <span className="flex flex-wrap gap-1.5">
              {profile.languages.map((language) => (
                <Badge key={language} variant="secondary">
                  {language}
                </Badge>
              ))}
            </span>
          ) : (
            '—'
          )}
        </Item>
        <Item label="Preferred mode">{profile.preferredMode ? modeLabels[profile.preferredMode] : '—'}</Item>
        <Item label="Experienced listener">{profile.isExperienced ? 'Yes' : 'No'}</Item>
        <Item label="UPI ID">{orDash(profile.withdrawalUpiId)}</Item>
        {showRate && <Item label="Rate">{`${profile.coinsPerMinute}/min`}</Item>}
      </Section>
      <Section title="Timeline">
        <Item label="Signed up">{formatDate(profile.createdAt)}</Item>
        <Item label="Submitted">{profile.submittedAt ? formatDate(profile.submittedAt) : 'Incomplete'}</Item>
        <Item label="Approved">{formatDate(profile.approvedAt)}</Item>
        <Item label="Last updated">{formatDate(profile.updatedAt)}</Item>
      </Section>
    </div>
  );
}
