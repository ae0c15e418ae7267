import { Link } from 'react-router';
import {
  ArrowRightIcon,
  CheckIcon,
  ClipboardListIcon,
  RotateCcwIcon,
  SearchCheckIcon,
  ShieldCheckIcon,
  XIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  clientMessages,
  profileMessages,
  profileScreenMessages,
  routes,
  SUPPORT_EMAIL,
  type ApplicationStatus,
} from '@app/contract';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useReapply } from '@/features/listener-profile/api/update-profile';
import { applicationStatusBadge } from '@/features/listener-profile/status';
import { serverMessageOr } from '@/lib/api-error';
import { cn } from '@/lib/utils';

type StepState = 'done' | 'current' | 'upcoming' | 'failed';

type Step = { title: string; text: string; icon: LucideIcon; state: StepState };

function stepsFor(status: ApplicationStatus | undefined, submitted: boolean, fieldsLeft: number): Step[] {
  const reviewing = status === 'UNDER_REVIEW';
  const decided = status === 'APPROVED' || status === 'REJECTED';
  return [
    {
      title: profileScreenMessages.stepCompleteTitle,
      text:
        !submitted && status === 'PENDING' && fieldsLeft > 0
          ? profileScreenMessages.stepCompleteFieldsLeft(fieldsLeft)
          : profileScreenMessages.stepCompleteText,
      icon: ClipboardListIcon,
      state: submitted || reviewing || decided ? 'done' : 'current',
    },
    {
      title: profileScreenMessages.stepReviewTitle,
      text: decided
        ? profileScreenMessages.stepReviewDone
        : reviewing
          ? profileScreenMessages.stepReviewing
          : profileScreenMessages.stepReviewUpcoming,
      icon: SearchCheckIcon,
      state: decided ? 'done' : submitted || reviewing ? 'current' : 'upcoming',
    },
    {
      title: profileScreenMessages.stepApprovalTitle,
      text:
        status === 'REJECTED'
          ? profileScreenMessages.stepApprovalRejected
          : profileScreenMessages.stepApprovalText,
      icon: ShieldCheckIcon,
      state: status === 'APPROVED' ? 'done' : status === 'REJECTED' ? 'failed' : 'upcoming',
    },
  ];
}

function summary(status: ApplicationStatus | undefined, submitted: boolean, fieldsLeft: number): string {
  switch (status) {
    case 'PENDING':
      return submitted
        ? profileScreenMessages.summaryPendingSubmitted
        : profileScreenMessages.summaryPendingUnfinished(fieldsLeft);
    case 'UNDER_REVIEW':
      return profileScreenMessages.summaryUnderReview;
    case 'APPROVED':
      return profileScreenMessages.summaryApproved;
    case 'REJECTED':
      return profileScreenMessages.summaryRejected;
    default:
      return profileScreenMessages.summaryUnknown;
  }
}

const markerStyles: Record<StepState, string> = {
  done: 'border-success bg-success text-white',
  current: 'border-brand bg-brand/10 text-brand ring-4 ring-brand/10',
  upcoming: 'border-border bg-muted text-muted-foreground',
  failed: 'border-destructive bg-destructive text-white',
};

/** 'Questions? Write to <the support address>.', the address a mail link wherever the language puts it. */
function SupportLine() {
  const [before = '', after = ''] = profileScreenMessages.questions(SUPPORT_EMAIL).split(SUPPORT_EMAIL);
  return (
    <p className="text-xs text-muted-foreground">
      {before}
      <a
        className="font-medium text-foreground underline underline-offset-4"
        href={`mailto:${SUPPORT_EMAIL}`}
      >
        {SUPPORT_EMAIL}
      </a>
      {after}
    </p>
  );
}

/** Reopens a rejected application (POST /listener/reapply); the form then shows in its place. */
function ReapplyButton() {
  const reapply = useReapply();
  return (
    <div className="grid gap-2">
      {reapply.isError && (
        <Alert variant="destructive">
          <AlertDescription>{serverMessageOr(reapply.error, clientMessages.networkError)}</AlertDescription>
        </Alert>
      )}
      <BusyButton
        className="w-full"
        busy={reapply.isPending}
        busyLabel={profileScreenMessages.reopening}
        icon={<RotateCcwIcon aria-hidden="true" />}
        onClick={() =>
          reapply.mutate(undefined, { onSuccess: () => void toast.success(profileMessages.reapplied) })
        }
      >
        {profileScreenMessages.applyAgain}
      </BusyButton>
    </div>
  );
}

export type ApplicationStatusCardProps = {
  status: ApplicationStatus | undefined;
  /** The applicant has saved a complete profile at least once. */
  submitted: boolean;
  /** Required fields still empty or invalid (0 once submitted). */
  fieldsLeft: number;
  /** The admin's reason, for a rejected application. */
  rejectionReason?: string | null;
  /** The console has opened for this listener (the sign-in knows the approval). */
  canOpenDashboard: boolean;
};

/** 'Application Status': the badge, what it means, and the three steps from form to approval. */
export function ApplicationStatusCard({
  status,
  submitted,
  fieldsLeft,
  rejectionReason,
  canOpenDashboard,
}: ApplicationStatusCardProps) {
  // One state, one message: an application not yet complete is not 'Pending Review' yet.
  const unfinished = status === 'PENDING' && !submitted;
  const badge = unfinished
    ? { label: profileScreenMessages.fieldsLeft(fieldsLeft), variant: 'warning' as const }
    : status
      ? applicationStatusBadge(status)
      : null;
  const steps = stepsFor(status, submitted, fieldsLeft);
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{profileScreenMessages.statusCardTitle}</h2>
        </CardTitle>
        <CardAction>
          {badge ? (
            <Badge variant={badge.variant} data-testid="application-status">
              {badge.label}
            </Badge>
          ) : (
            <Badge variant="outline">{profileScreenMessages.statusUnknown}</Badge>
          )}
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-5">
        <CardDescription className="text-pretty">{summary(status, submitted, fieldsLeft)}</CardDescription>
        {status === 'REJECTED' && rejectionReason && (
          <div className="grid gap-1 rounded-lg border border-destructive/30 bg-destructive/5 p-3">
            <p className="text-xs font-medium text-destructive">
              {profileScreenMessages.rejectionReasonLabel}
            </p>
            <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{rejectionReason}</p>
          </div>
        )}
        <ol className="grid gap-0" aria-label={profileScreenMessages.nextSteps}>
          {steps.map((step, index) => {
            const Icon = step.state === 'done' ? CheckIcon : step.state === 'failed' ? XIcon : step.icon;
            const last = index === steps.length - 1;
            return (
              <li key={step.title} className="relative flex gap-3 pb-5 last:pb-0">
                {!last && (
                  <span
                    className={cn(
                      'absolute top-8 bottom-0 left-[15px] w-px',
                      step.state === 'done' ? 'bg-success/50' : 'bg-border',
                    )}
                    aria-hidden="true"
                  />
                )}
                <span
                  className={cn(
                    'relative flex size-8 shrink-0 items-center justify-center rounded-full border',
                    markerStyles[step.state],
                  )}
                  aria-hidden="true"
                >
                  <Icon className="size-4" />
                </span>
                <div className="grid gap-0.5 pt-1">
                  <p
                    className={cn(
                      'text-sm font-medium',
                      step.state === 'upcoming' && 'text-muted-foreground',
                    )}
                  >
                    {step.title}
                    <span className="sr-only"> ({profileScreenMessages.stepStates[step.state]})</span>
                  </p>
                  <p className="text-xs leading-relaxed text-muted-foreground">{step.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
        {status === 'APPROVED' && canOpenDashboard && (
          <Button asChild variant="outline" className="w-full">
            <Link to={routes.dashboard}>
              {profileScreenMessages.openDashboard}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        )}
        {status === 'REJECTED' && <ReapplyButton />}
        {status === 'REJECTED' && <SupportLine />}
      </CardContent>
    </Card>
  );
}
