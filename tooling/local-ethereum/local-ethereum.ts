// A real local Ethereum node (Ganache from npm, in-process) with USDT-like ERC20 tokens
// compiled by solc from npm and deployed on it: the JSON-RPC node the Ethereum rail's watcher
// asks through ETH_RPC_URL, for the API tests (on a free port) and the test site (on its
// `ethereumNode` port: tooling/launcher/site-ports.mjs).
import ganache from 'ganache';
import solc from 'solc';
import { getAddress, type Abi, type Address, type Hex } from 'viem';
import { LOCAL_CHAIN_ID, nodeClient, nodeClients, type NodeClient } from './node-client.js';

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

export interface LocalEthereum extends NodeClient {
  /** The node's JSON-RPC URL: the ETH_RPC_URL of the API under test. */
  url: string;
  /** Deploys a token with `symbol`; its checksummed address. */
  deployToken(symbol: string): Promise<Address>;
  close(): Promise<void>;
}

/** Starts the node on `port` (a free one by default). */
export async function startLocalEthereum(options: { port?: number } = {}): Promise<LocalEthereum> {
  const server = ganache.server({
    logging: { quiet: true },
    wallet: { deterministic: true },
    chain: { chainId: LOCAL_CHAIN_ID },
  });
  await new Promise<void>((resolve, reject) =>
    server.listen(options.port ?? 0, '127.0.0.1', (error) => (error ? reject(error) : resolve())),
  );
  const url = `http://127.0.0.1:${server.address().port}`;
  const { reader, wallet } = nodeClients(url);
  const token = compileToken();
  return {
    url,
    ...nodeClient(url),
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
    close: () => server.close(),
  };
}
