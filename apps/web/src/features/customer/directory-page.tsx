import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { SearchIcon, SearchXIcon, UsersRoundIcon } from 'lucide-react';
import {
  customerScreensMessages as m,
  LANGUAGES,
  routes,
  SESSION_MODES,
  type SessionMode,
} from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { USER_SEARCH_DEBOUNCE_MS } from '@/config/query';
import { useDirectory, type DirectoryQuery } from '@/features/customer/api/directory';
import { useCurrentSession } from '@/features/customer/api/sessions';
import { ListenerCard } from '@/features/customer/components/listener-card';
import { Pager } from '@/components/pager';
import { wantsToBrowse } from '@/features/customer/navigation';
import { customerPageHeaders } from '@/features/customer/page-headers';
import { serverMessageOr } from '@/lib/api-error';

const PAGE_SIZE = 12;
const HEADER = customerPageHeaders[routes.app.home]!;

type Language = (typeof LANGUAGES)[number];
const isLanguage = (value: string | null): value is Language =>
  value !== null && (LANGUAGES as readonly string[]).includes(value);
const isMode = (value: string | null): value is SessionMode =>
  value !== null && (SESSION_MODES as readonly string[]).includes(value);

/** The filters live in the address, so a reload or a shared link shows the same list. */
function useDirectoryFilters() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const language = params.get('language');
  const mode = params.get('mode');
  const query: DirectoryQuery = {
    pagenumber: page,
    pagesize: PAGE_SIZE,
    language: isLanguage(language) ? language : undefined,
    mode: isMode(mode) ? mode : undefined,
    search: params.get('q')?.trim() || undefined,
  };
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        // A new filter starts from the first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true, state: { browse: true } },
    );
  return { query, searchText: params.get('q') ?? '', update };
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  // The address changed from outside the box (Clear filters, back): show what it says now.
  const [lastInitial, setLastInitial] = useState(initial);
  if (initial !== lastInitial) {
    setLastInitial(initial);
    if (initial.trim() !== text.trim()) setText(initial);
  }
  useEffect(() => {
    if (text.trim() === initial.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, initial, onSearch]);
  return (
    <div className="relative sm:col-span-2 lg:col-span-1">
      <Label htmlFor="directory-search" className="sr-only">
        {m.searchListeners}
      </Label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id="directory-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={m.searchPlaceholder}
        className="bg-background pl-9"
        autoComplete="off"
      />
    </div>
  );
}

function CardsSkeleton() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="grid gap-3 rounded-xl border bg-card p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-14 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-16" />
            </div>
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-full" />
        </li>
      ))}
    </ul>
  );
}

function Directory() {
  const { query, searchText, update } = useDirectoryFilters();
  const directory = useDirectory(query);
  const filtered = Boolean(query.language || query.mode || query.search);
  const listeners = directory.data?.data ?? [];
  const totalRows = directory.data?.totalRows ?? 0;
  const online = listeners.filter((listener) => listener.presence === 'online').length;

  return (
    <>
      <PageHeader title={HEADER.title} description={HEADER.description} />
      <div
        role="search"
        aria-label={m.filterListeners}
        className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem]"
      >
        <SearchBox initial={searchText} onSearch={(text) => update({ q: text || undefined })} />
        <div>
          <Label htmlFor="directory-language" className="sr-only">
            {m.languageLabel}
          </Label>
          <NativeSelect
            id="directory-language"
            value={query.language ?? ''}
            onChange={(event) => update({ language: event.target.value || undefined })}
            className="[&>select]:bg-background"
          >
            <option value="">{m.allLanguages}</option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor="directory-mode" className="sr-only">
            {m.modeLabel}
          </Label>
          <NativeSelect
            id="directory-mode"
            value={query.mode ?? ''}
            onChange={(event) => update({ mode: event.target.value || undefined })}
            className="[&>select]:bg-background"
          >
            <option value="">{m.chatOrAudio}</option>
            {SESSION_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {m.modes[mode]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {directory.isError && !directory.data ? (
        <LoadErrorAlert
          title={m.listenersLoadFailed}
          message={serverMessageOr(directory.error, m.loadFallback)}
          onRetry={() => void directory.refetch()}
          isRetrying={directory.isFetching}
        />
      ) : directory.isPending ? (
        <CardsSkeleton />
      ) : listeners.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchXIcon}
            title={m.noMatchTitle}
            description={m.noMatchDescription}
            action={
              <Button
                variant="outline"
                onClick={() => update({ q: undefined, language: undefined, mode: undefined })}
              >
                {m.clearFilters}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={UsersRoundIcon}
            title={m.noListenersTitle}
            description={m.noListenersDescription}
          />
        )
      ) : (
        <section
          aria-label={m.listenersLabel}
          aria-busy={directory.isPlaceholderData || undefined}
          className="grid gap-3"
        >
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {online > 0 ? m.onlineOnPage(online) : m.nobodyOnline}
          </p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {listeners.map((listener) => (
              <ListenerCard key={listener.id} listener={listener} />
            ))}
          </ul>
          <Pager
            page={query.pagenumber}
            pageSize={PAGE_SIZE}
            totalRows={totalRows}
            noun={m.pagerListeners}
            onPageChange={(page) => update({ page: String(page) })}
          />
        </section>
      )}
    </>
  );
}

/** /app: the directory; a customer who arrives with a session still open is taken to it first. */
export function DirectoryPage() {
  const location = useLocation();
  const [browse] = useState(() => wantsToBrowse(location.state));
  const current = useCurrentSession();
  if (!browse) {
    if (current.isPending) return <PageSkeleton title={HEADER.title} description={HEADER.description} />;
    if (current.data) return <Navigate to={routes.app.session(current.data.id)} replace />;
  }
  return <Directory />;
}
