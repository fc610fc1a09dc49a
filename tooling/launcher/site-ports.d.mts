export interface SitePorts {
  shell: number;
  services: number;
  mf_shop: number;
  mf_cloudpower: number;
  mf_orders: number;
  mf_content: number;
  mf_admin: number;
  fakeChain: number;
  fakeRates: number;
  ethereumNode: number;
  fakeTron: number;
  smtp: number;
}
type Env = Record<string, string | undefined>;
export declare const CANDIDATE_BASES: number[];
export declare function sitePorts(env?: Env): SitePorts;
export declare function siteAddresses(env?: Env): { site: string; api: string };
export declare function portMoves(env?: Env): Record<number, number>;
export declare function chooseFreePortBase(
  portsInUse: (ports: number[]) => Promise<number[]>,
  candidates?: number[],
): Promise<number>;
