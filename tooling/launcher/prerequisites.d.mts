export declare const STAMP_FILE: string;
export declare const DEBIAN_CHROMIUM: string;
export declare const BROWSER_MISSING: string;

export interface InstallState {
  installed: boolean;
  stamp: string | undefined;
  lockHash: string;
  installedNewerThanLock: boolean;
  installedNewerThanStamp: boolean;
}
export declare function installReason(state: InstallState): string | null;

export type BrowserChoice =
  | { path: string; source: 'CHROMIUM_PATH' | 'debian' | 'playwright'; problem?: undefined }
  | { problem: string; path?: undefined };
export declare function chooseBrowser(input: {
  env: Record<string, string | undefined>;
  isExecutable: (file: string) => boolean;
  playwrightChromium: string | undefined;
}): BrowserChoice | undefined;

export declare function readInstallState(repo: string): Promise<InstallState>;
export declare function ensureNpmPackages(
  repo: string,
  effects: { run: (command: string, args: string[]) => Promise<void>; log: (line: string) => void },
): Promise<{ installed: boolean }>;
export declare function isExecutableFile(file: string): boolean;
export declare function missingSystemPackages(input: {
  env?: Record<string, string | undefined>;
  onPath: (command: string) => boolean;
  hasPythonVenv: () => boolean;
  hasCjkFont: () => boolean;
}): string[];
export declare function installLine(packages: string[]): string;
export declare function commandExists(command: string, pathList?: string): boolean;

export declare const SCHEMATHESIS_VERSION: string;
export declare const SCHEMATHESIS_VENV: string;
export declare const SCHEMATHESIS_INSTALL_FAILED: string;
export declare function schemathesisCommand(repo: string): string;
export declare function ensureSchemathesis(
  repo: string,
  effects: {
    run: (command: string, args: string[]) => Promise<void>;
    log: (line: string) => void;
    isExecutable?: (file: string) => boolean;
  },
): Promise<{ installed: boolean }>;
