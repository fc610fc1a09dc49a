// Where the site listens: the usual ports, or the same layout on the block SITE_PORT_BASE
// names, and how `npm test` finds a block nothing listens on.
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import usual from '../../shared/src/config/site-ports.json' with { type: 'json' };
import { chooseFreePortBase, portMoves, siteAddresses, sitePorts } from './site-ports.mjs';
import { listeningPorts } from './test-bootstrap.mjs';

describe('the site’s ports', () => {
  it('are the usual ones unless SITE_PORT_BASE moves the whole layout', () => {
    expect(sitePorts({})).toEqual({ ...usual, ethereumNode: 3013, fakeTron: 3014, smtp: 3025 });
    expect(portMoves({})).toEqual({});
    expect(siteAddresses({})).toEqual({
      site: 'http://localhost:3000',
      api: 'http://localhost:3001',
    });

    const moved = { SITE_PORT_BASE: '13000' };
    expect(sitePorts(moved)).toMatchObject({ shell: 13000, services: 13001, mf_admin: 13006 });
    expect(sitePorts(moved)).toMatchObject({ fakeChain: 13011, fakeTron: 13014, smtp: 13025 });
    expect(portMoves(moved)).toMatchObject({ 3001: 13001, 3002: 13002, 3012: 13012 });
    expect(siteAddresses(moved).api).toBe('http://localhost:13001');
  });

  it('refuses a base that is no port for the whole block', () => {
    expect(() => sitePorts({ SITE_PORT_BASE: 'soon' })).toThrow(/SITE_PORT_BASE/);
    expect(() => sitePorts({ SITE_PORT_BASE: '65530' })).toThrow(/SITE_PORT_BASE/);
  });
});

describe('choosing a free block', () => {
  it('skips every block with a port in use, however far in', async () => {
    const taken = new Set([13_000, 13_125, 13_211]);
    const inUse = async (ports: number[]) => ports.filter((port) => taken.has(port));

    expect(await chooseFreePortBase(inUse, [13_000, 13_100, 13_200, 13_300])).toBe(13_300);
    await expect(chooseFreePortBase(inUse, [13_000, 13_100])).rejects.toThrow(/no free block/);
  });

  it('sees a port a running server holds', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // The server holds the API's port of the block that starts one below it.
      await expect(chooseFreePortBase(listeningPorts, [port - 1])).rejects.toThrow(/no free block/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
