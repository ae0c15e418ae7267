import { Badge } from '@/components/ui/badge';

/** The first languages as small badges and '+n' for the rest, so a row stays one line. */
export function LanguageList({ languages, max = 2 }: { languages: readonly string[]; max?: number }) {
  if (languages.length === 0) return <span className="text-muted-foreground">—</span>;
  const shown = languages.slice(0, max);
  const rest = languages.length - shown.length;
  return (
    <span className="flex items-center gap-1" title={languages.join(', ')}>
      {shown.map((language) => (
        <Badge key={language} variant="secondary" className="font-normal">
          {language}
        </Badge>
      ))}
      {rest > 0 && (
        <Badge variant="outline" className="font-normal text-muted-foreground">
          +{rest}
        </Badge>
      )}
    </span>
  );
}
