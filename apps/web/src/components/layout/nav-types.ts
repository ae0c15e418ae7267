import type { LucideIcon } from 'lucide-react';

/** `key` names the entry whatever the language; `title` reads the catalogue at each use. */
export type NavItem = { key: string; title: string; url: string; icon: LucideIcon };
export type NavGroup = { label: string; items: NavItem[] };
