import { TruncatedText } from '@/components/data-table/truncated-text';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { useAuthorizedImage } from '@/hooks/use-authorized-image';
import { cn, getInitials } from '@/lib/utils';
import { frameMessages } from '@app/contract';

export type PersonAvatarProps = {
  name: string;
  email?: string | null;
  picture: string | null;
  className?: string;
};

/** A profile picture (private files are fetched with the token), initials until it arrives. */
export function PersonAvatar({ name, email, picture, className }: PersonAvatarProps) {
  const src = useAuthorizedImage(picture);
  return (
    <Avatar className={cn('size-8', className)}>
      {src && <AvatarImage src={src} alt="" />}
      <AvatarFallback>{getInitials(name || email || '?')}</AvatarFallback>
    </Avatar>
  );
}

/** Avatar, name and (below it, optionally) the email, both cut short to fit: the first cell of a people table. */
export function PersonCell({
  name,
  email,
  picture,
  showEmail = false,
}: PersonAvatarProps & { showEmail?: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <PersonAvatar name={name} email={email} picture={picture} className="shrink-0" />
      <div className="grid min-w-0 leading-tight">
        <TruncatedText text={name || frameMessages.unnamed} className="font-medium" />
        {showEmail && email && <TruncatedText text={email} className="text-xs text-muted-foreground" />}
      </div>
    </div>
  );
}
