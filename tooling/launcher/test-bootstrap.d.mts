import type { SpawnOptions } from 'node:child_process';

export type Run = (command: string, args: string[], options: SpawnOptions) => Promise<number>;
export declare function runCommand(...args: Parameters<Run>): ReturnType<Run>;
export declare function testBootstrap(effects: {
  repo: string;
  env: Record<string, string | undefined>;
  run: Run;
  log: (line: string) => void;
  playwrightChromium: () => Promise<string | undefined>;
  isExecutable: (file: string) => boolean;
  /** Which of `ports` something already listens on (the test site takes a free block). */
  portsInUse: (ports: number[]) => Promise<number[]>;
  /** Milliseconds from any fixed point: each step's time. */
  now: () => number;
  /** The system tools beside the browser (prerequisites.mjs, missingSystemPackages). */
  systemTools: {
    onPath: (command: string) => boolean;
    hasPythonVenv: () => boolean;
    hasCjkFont: () => boolean;
  };
}): Promise<number>;
export declare function listeningPorts(ports: number[]): Promise<number[]>;
