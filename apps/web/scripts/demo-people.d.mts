export declare const AUTH_STORAGE_KEY: string;
export type DemoPerson = 'admin' | 'listener' | 'customer' | 'sessionListener' | 'sessionCustomer';
export declare const DEMO_PEOPLE: Record<DemoPerson, { email: string; password: string }>;
export declare const signInDemo: (baseUrl: string, who: DemoPerson) => Promise<string>;
export declare const persistedAuth: (token: string) => string;
export declare const startLiveSession: (
  baseUrl: string,
) => Promise<{ path: string; token: string; close: () => Promise<void> }>;
