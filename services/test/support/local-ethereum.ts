// A real local Ethereum node for the tests (Ganache from npm, in-process on a free port) with
// USDT-like ERC20 tokens compiled by solc from npm and deployed by the test: the JSON-RPC node
// the Ethereum rail's watcher asks through ETH_RPC_URL.
import ganache from 'ganache';
import solc from 'solc';
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** A token like USDT: 6 decimals, the whole supply minted to the deployer. */
const TOKEN_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
contract TestToken {
  string public symbol;
  uint8 public constant decimals = 6;
  mapping(address => uint256) public balanceOf;
  event Transfer(address indexed from, address indexed to, uint256 value);
  constructor(string memory tokenSymbol, uint256 supply) {
    symbol = tokenSymbol;
    balanceOf[msg.sender] = supply;
    emit Transfer(address(0), msg.sender, supply);
  }
  function transfer(address to, uint256 value) external returns (bool) {
    require(balanceOf[msg.sender] >= value, "balance");
    balanceOf[msg.sender] -= value;
    balanceOf[to] += value;
    emit Transfer(msg.sender, to, value);
    return true;
  }
}`;

/** Ganache's first deterministic account. */
const DEPLOYER = privateKeyToAccount(
  '0x4f3edf983ac636a65a842ce7c78d9aa706d3b113bce9c46f30d7d21715b23b1d',
);

function compileToken(): { abi: Abi; bytecode: Hex } {
  const input = {
    language: 'Solidity',
    sources: { 'TestToken.sol': { content: TOKEN_SOURCE } },
    // Ganache runs the EVM up to the Merge: no PUSH0 or MCOPY.
    settings: {
      evmVersion: 'paris',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const contract = output.contracts?.['TestToken.sol']?.TestToken;
  if (!contract) throw new Error(`solc: ${JSON.stringify(output.errors)}`);
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

export interface LocalEthereum {
  /** The node's JSON-RPC URL: the ETH_RPC_URL of the API under test. */
  url: string;
  /** Deploys a token with `symbol`; its checksummed address. */
  deployToken(symbol: string): Promise<Address>;
  /** Sends `units` of `token` to `to` in a new block. */
  transfer(token: Address, to: string, units: number): Promise<Hex>;
  /** Mines `blocks` empty blocks. */
  mine(blocks: number): Promise<void>;
  /** Moves the node's clock on: the next blocks are dated that much later. */
  passTime(ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalEthereum(): Promise<LocalEthereum> {
  const server = ganache.server({
    logging: { quiet: true },
    wallet: { deterministic: true },
    chain: { chainId: 1337 },
  });
  await new Promise<void>((resolve, reject) =>
    server.listen(0, '127.0.0.1', (error) => (error ? reject(error) : resolve())),
  );
  const url = `http://127.0.0.1:${server.address().port}`;
  const transport = http(url);
  const chain = {
    id: 1337,
    name: 'ganache',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  } as const;
  const reader = createPublicClient({ chain, transport });
  const wallet = createWalletClient({ account: DEPLOYER, chain, transport });
  const token = compileToken();
  const request = (method: string, params: unknown[]) =>
    reader.request({ method, params } as never) as Promise<unknown>;

  return {
    url,
    async deployToken(symbol) {
      const hash = await wallet.deployContract({
        abi: token.abi,
        bytecode: token.bytecode,
        args: [symbol, 10n ** 15n],
      });
      const receipt = await reader.waitForTransactionReceipt({ hash });
      if (!receipt.contractAddress) throw new Error('the token was not deployed');
      return getAddress(receipt.contractAddress);
    },
    async transfer(address, to, units) {
      const hash = await wallet.writeContract({
        address,
        abi: token.abi,
        functionName: 'transfer',
        args: [to as Address, BigInt(units)],
      });
      await reader.waitForTransactionReceipt({ hash });
      return hash;
    },
    async mine(blocks) {
      await request('evm_mine', [{ blocks }]);
    },
    async passTime(ms) {
      await request('evm_increaseTime', [Math.ceil(ms / 1000)]);
    },
    close: () => server.close(),
  };
}
