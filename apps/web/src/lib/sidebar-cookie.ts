import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME } from '@/config/storage';

/** The desktop sidebar's saved state: expanded unless the user collapsed it within the last 7 days. */
export function readSidebarCookie(): boolean {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false' : true;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
