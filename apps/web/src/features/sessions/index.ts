// The sessions feature's public entry: all other features may use of it (eslint walls/feature-zones).
export { CallPage } from './call-page';
export { ChatPage } from './chat-page';
export { SessionStatusBadge } from './components/session-status-badge';
export { SessionsPage } from './sessions-page';
