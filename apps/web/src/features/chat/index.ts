// The chat feature's public entry: all other features may use of it (eslint walls/feature-zones).
export { ChatComposer } from './chat-composer';
export { ChatMessageList } from './chat-message-list';
export { ConnectionState } from './connection-state';
export { RETRY_INTERVAL_MS, useChatRoom } from './use-chat-room';
