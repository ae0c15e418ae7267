import { Link } from 'react-router';
import { messages, type CaseDetail } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { BreakableEmail } from '@/components/people/profile-details';
import { caseKindLabels, caseRoute, historyRoleLabels } from '@/features/moderation/moderation-format';
import { formatDate, formatNumber } from '@/lib/people-format';

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
  role: 'Customer' | 'Listener';
  person: Person;
  history: History;
}) {
  return (
    <section className="grid gap-3" aria-label={`${role}: ${person.name}`}>
      <div className="grid min-w-0 gap-0.5">
        <p className="text-xs font-medium text-muted-foreground">{role}</p>
        <p className="font-semibold [overflow-wrap:anywhere]">{person.name}</p>
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
          <BreakableEmail email={person.email} />
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <Count label="Reports filed" value={history.reportsFiled} />
        <Count label="Reports against" value={history.reportsAgainst} />
      </dl>
      {history.cases.length === 0 ? (
        <p className="text-sm text-muted-foreground">No other cases.</p>
      ) : (
        <ul className="grid gap-1.5" aria-label={`Other cases of ${person.name}`}>
          {history.cases.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 rounded-md border px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                <Link
                  to={caseRoute(entry.id)}
                  className="font-medium underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                >
                  {entry.category
                    ? messages.safety.categoryLabels[entry.category]
                    : caseKindLabels[entry.kind]}
                </Link>
                {entry.status === 'OPEN' ? (
                  <Badge variant="warning">Open</Badge>
                ) : (
                  <Badge variant="secondary">
                    {entry.outcome ? messages.safety.actionLabels[entry.outcome] : 'Closed'}
                  </Badge>
                )}
              </div>
              <p className="text-xs text-muted-foreground">
                {historyRoleLabels[entry.role]} · {formatDate(entry.createdAt)}
                {entry.status === 'OPEN' && entry.outcome
                  ? ` · ${messages.safety.actionLabels[entry.outcome]}`
                  : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
