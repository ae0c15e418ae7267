// What the purchases feature offers other features and the admin screens (see ARCHITECTURE.md, Walls).
export { ReceiptButton } from './receipt-button';
export { ReceiptsExport } from './receipts-export';
