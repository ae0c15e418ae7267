// The blocks feature's public entry: all other features may use of it (eslint walls/feature-zones).
export { BlockMenu } from './block-menu';
export { BlockedPeopleCard } from './blocked-people-card';
export type { BlockTarget } from './confirm-block-dialog';
