export declare const repoRoot: string;
export declare const webDist: string;
export declare const startProductServer: (options?: {
  env?: Record<string, string>;
  timeoutMs?: number;
}) => Promise<{ url: string; stop: () => Promise<void> }>;
