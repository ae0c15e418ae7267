export declare const HEADLESS_SHELL_PATH: string;
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const ensureDebianPackage: (binary: string, pkg: string) => void;
