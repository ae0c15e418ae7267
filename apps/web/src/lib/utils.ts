import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities win over earlier ones (shadcn convention). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Up to two initials for avatar fallbacks: 'Asha Rao' -> 'AR', 'kabir@x.test' -> 'K'. */
export function getInitials(nameOrEmail: string): string {
  const words =
    nameOrEmail
      .split('@')[0]
      ?.trim()
      .split(/[\s._-]+/)
      .filter(Boolean) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
