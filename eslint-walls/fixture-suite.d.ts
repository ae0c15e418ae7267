/** One vitest test per file of `eslint-walls/fixtures/<folder>`, each checked against `rule`. */
export declare const describeWallFixtures: (title: string, options: { folder: string; rule: string }) => void;
