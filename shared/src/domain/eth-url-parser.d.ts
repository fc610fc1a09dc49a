// eth-url-parser ships no types: the part of its EIP-681 parse the tests read.
declare module 'eth-url-parser' {
  export function parse(uri: string): {
    scheme: string;
    prefix?: string;
    target_address: string;
    chain_id?: string;
    function_name?: string;
    parameters?: Record<string, string>;
  };
}
