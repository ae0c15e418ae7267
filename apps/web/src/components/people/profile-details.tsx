import type { ReactNode } from 'react';
import type { OwnListenerProfile } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { ApplicationStatusBadge } from '@/components/people/application-status-badge';
import { PersonAvatar } from '@/components/people/person-cell';
import { PrivateDocument } from '@/components/people/private-file';
import { formatDate, genderLabels, modeLabels, orDash } from '@/lib/people-format';
import { cn } from '@/lib/utils';
import { frameMessages, peopleFormsMessages, languageName } from '@app/contract';

type ItemProps = { label: string; children: ReactNode; wide?: boolean; className?: string };

function Item({ label, children, wide = false, className }: ItemProps) {
  return (
    <div className={cn('grid min-w-0 content-start gap-1', wide && 'sm:col-span-2', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** An email that wraps after its '@' (and anywhere else only if it must). */
export function BreakableEmail({ email }: { email: string | null }) {
  if (!email) return '—';
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {/* One column on a phone (a name never runs into an email), two from 640 px. */}
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border p-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/**
 * Identity line of a profile dialog: big picture, name, email, status badges. `showStatus={false}` when
 * the dialog already shows the application status (under its title).
 */
export function ProfileSummary({
  profile,
  extra,
  showStatus = true,
}: {
  profile: OwnListenerProfile;
  extra?: ReactNode;
  showStatus?: boolean;
}) {
  return (
    <div className="flex items-center gap-4">
      <PersonAvatar
        name={profile.name}
        email={profile.user.email}
        picture={profile.profilePicture}
        className="size-16 text-base"
      />
      <div className="grid min-w-0 gap-1">
        <p className="truncate text-base font-semibold">{profile.name || frameMessages.unnamed}</p>
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
          <BreakableEmail email={profile.user.email} />
        </p>
        <div className="flex flex-wrap gap-1.5">
          {showStatus && profile.applicationStatus && (
            <ApplicationStatusBadge status={profile.applicationStatus} />
          )}
          {profile.isBlocked && <Badge variant="destructive">{peopleFormsMessages.blocked}</Badge>}
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
  showTimeline = true,
}: {
  profile: OwnListenerProfile;
  showRate?: boolean;
  /** The admin's timeline (signed up, submitted, approved); the applicant's own view leaves it out. */
  showTimeline?: boolean;
}) {
  return (
    <div className="grid gap-5">
      <Section title={peopleFormsMessages.sections.personalTitle}>
        <Item label={peopleFormsMessages.fullName}>{orDash(profile.name)}</Item>
        <Item label={peopleFormsMessages.email}>
          <span className="[overflow-wrap:anywhere]">
            <BreakableEmail email={profile.user.email} />
          </span>
        </Item>
        <Item label={peopleFormsMessages.age}>{orDash(profile.age)}</Item>
        <Item label={peopleFormsMessages.wording.admin.dob}>{formatDate(profile.dob)}</Item>
        <Item label={peopleFormsMessages.gender}>{profile.gender ? genderLabels[profile.gender] : '—'}</Item>
        <Item label={peopleFormsMessages.wording.admin.phone}>{orDash(profile.phone)}</Item>
      </Section>
      <Section title={peopleFormsMessages.sections.addressTitle}>
        <Item label={peopleFormsMessages.address} wide>
          {orDash(profile.address)}
        </Item>
        <Item label={peopleFormsMessages.city}>{orDash(profile.city)}</Item>
        <Item label={peopleFormsMessages.state}>{orDash(profile.state)}</Item>
        <Item label={peopleFormsMessages.country}>{orDash(profile.country)}</Item>
        <Item label={peopleFormsMessages.pincode}>{orDash(profile.pincode)}</Item>
      </Section>
      <Section title={peopleFormsMessages.sections.documentsTitle}>
        <Item label={peopleFormsMessages.description} wide>
          <span className="whitespace-pre-line">{orDash(profile.description)}</span>
        </Item>
        <Item label={peopleFormsMessages.profilePicture}>
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
        <Item label={peopleFormsMessages.idProof}>
          {profile.idProofUrl ? (
            <PrivateDocument url={profile.idProofUrl} label={peopleFormsMessages.idProof} />
          ) : (
            '—'
          )}
        </Item>
        <Item label={peopleFormsMessages.linkedIn} wide>
          {profile.linkedInUrl ? (
            <a
              href={profile.linkedInUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="font-medium [overflow-wrap:anywhere] text-brand underline-offset-4 hover:underline"
            >
              {profile.linkedInUrl}
            </a>
          ) : (
            '—'
          )}
        </Item>
      </Section>
      <Section title={peopleFormsMessages.sections.preferencesTitle}>
        <Item label={peopleFormsMessages.languages} wide>
          {profile.languages.length > 0 ? (
            <span className="flex flex-wrap gap-1.5">
              {profile.languages.map((language) => (
                <Badge key={language} variant="secondary">
                  {languageName(language)}
                </Badge>
              ))}
            </span>
          ) : (
            '—'
          )}
        </Item>
        <Item label={peopleFormsMessages.preferredMode}>
          {profile.preferredMode ? modeLabels[profile.preferredMode] : '—'}
        </Item>
        <Item label={peopleFormsMessages.experienced}>
          {profile.isExperienced ? peopleFormsMessages.yes : peopleFormsMessages.no}
        </Item>
        <Item label={peopleFormsMessages.upiId}>{orDash(profile.withdrawalUpiId)}</Item>
        {showRate && (
          <Item label={peopleFormsMessages.rateShort}>
            {peopleFormsMessages.ratePerMinute(profile.coinsPerMinute)}
          </Item>
        )}
      </Section>
      {showTimeline && (
        <Section title={peopleFormsMessages.sections.timeline}>
          <Item label={peopleFormsMessages.signedUp}>{formatDate(profile.createdAt)}</Item>
          <Item label={peopleFormsMessages.submitted}>
            {profile.submittedAt ? formatDate(profile.submittedAt) : peopleFormsMessages.incomplete}
          </Item>
          <Item label={peopleFormsMessages.approved}>{formatDate(profile.approvedAt)}</Item>
          <Item label={peopleFormsMessages.lastUpdated}>{formatDate(profile.updatedAt)}</Item>
          {profile.rejectionReason && (
            <Item label={peopleFormsMessages.rejectionReason} wide>
              <span className="whitespace-pre-line">{profile.rejectionReason}</span>
            </Item>
          )}
        </Section>
      )}
    </div>
  );
}
