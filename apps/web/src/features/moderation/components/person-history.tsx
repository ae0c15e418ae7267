import { Link } from 'react-router';
import { adminModerationMessages as m, safetyMessages, type CaseDetail } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { BreakableEmail } from '@/components/people/profile-details';
import {
  caseKindLabel,
  caseRoute,
  formatDate,
  formatNumber,
  historyRoleLabel,
} from '@/features/moderation/moderation-format';

type Person = CaseDetail['customer'];
type History = CaseDetail['history']['customer'];

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid gap-0.5 rounded-md border px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}

/** One person of the case: who they are, how often they reported or were reported, their other cases. */
export function PersonHistory({
  role,
  person,
  history,
}: {
  role: 'CUSTOMER' | 'LISTENER';
  person: Person;
  history: History;
}) {
  return (
    <section className="grid gap-3" aria-label={m.personRegion(m.roleLabels[role], person.name)}>
      <div className="grid min-w-0 gap-0.5">
        <p className="text-xs font-medium text-muted-foreground">{m.roleLabels[role]}</p>
        <p className="font-semibold [overflow-wrap:anywhere]">{person.name}</p>
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
          <BreakableEmail email={person.email} />
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <Count label={m.reportsFiled} value={history.reportsFiled} />
        <Count label={m.reportsAgainst} value={history.reportsAgainst} />
      </dl>
      {history.cases.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noOtherCases}</p>
      ) : (
        <ul className="grid gap-1.5" aria-label={m.otherCasesOf(person.name)}>
          {history.cases.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 rounded-md border px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                <Link
                  to={caseRoute(entry.id)}
                  className="font-medium underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                >
                  {entry.category ? safetyMessages.categoryLabels[entry.category] : caseKindLabel(entry.kind)}
                </Link>
                {entry.status === 'OPEN' ? (
                  <Badge variant="warning">{m.statusLabels.OPEN}</Badge>
                ) : (
                  <Badge variant="secondary">
                    {entry.outcome ? safetyMessages.actionLabels[entry.outcome] : m.statusLabels.CLOSED}
                  </Badge>
                )}
              </div>
              <p className="text-xs text-muted-foreground">
                {historyRoleLabel(entry.role)} · {formatDate(entry.createdAt)}
                {entry.status === 'OPEN' && entry.outcome
                  ? ` · ${safetyMessages.actionLabels[entry.outcome]}`
                  : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
