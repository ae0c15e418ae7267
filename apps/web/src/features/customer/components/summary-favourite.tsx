import { useDirectoryListener } from '@/features/customer/api/directory';
import { FavouriteButton } from '@/features/customer/components/favourite-button';

/** The summary's "Add to favourites": shown once the listener's profile says whether they are one. */
export function SummaryFavouriteButton({ listenerId }: { listenerId: string }) {
  const listener = useDirectoryListener(listenerId);
  // A listener who left the directory (blocked, gone) cannot be starred: no button.
  if (!listener.data) return null;
  return <FavouriteButton listener={listener.data} className="w-full sm:w-fit" />;
}
