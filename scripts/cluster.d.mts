import type { ChildProcess } from 'node:child_process';

export type ClusterApp = {
  name: string;
  port: number;
  pid: number;
  child: ChildProcess;
  exited: Promise<number | string | null>;
  output: () => string;
};

export type Cluster = {
  url: string;
  statsUrl: string;
  databaseUrl: string;
  createdDatabase: string | undefined;
  apps: ClusterApp[];
  kill: (index: number, signal?: NodeJS.Signals) => Promise<number | string | null>;
  restart: (index: number) => Promise<void>;
  stop: () => Promise<void>;
};

export declare const startCluster: (options?: {
  databaseUrl?: string;
  redisUrl?: string;
  port?: number;
  env?: Record<string, string>;
  seedDemo?: boolean;
  keepDatabase?: boolean;
  log?: (line: string) => void;
  processes?: number;
  nodeArgs?: string[];
  cpus?: string;
}) => Promise<Cluster>;

export declare const freePort: () => Promise<number>;
