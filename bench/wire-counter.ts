/**
 * Counts the commands a service sends its database, as seen on the wire: a TCP relay between
 * the service and the server that reads each OP_MSG the service sends (the command's name and
 * collection) and passes every byte on untouched. FerretDB reports no operation counters
 * (serverStatus.opcounters), so this is how the bench knows the writes and round trips of a
 * call on any server.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

const OP_MSG = 2013;
const OP_QUERY = 2004;
/** The driver's own connection upkeep, not work of a call. */
const UPKEEP = new Set(['hello', 'ismaster', 'isMaster', 'saslStart', 'saslContinue', 'ping']);
/** Commands that change data (a bulk write with n documents is still one round trip). */
export const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify']);

export interface WireCounter {
  /** `mongodb://127.0.0.1:<port>/`: give it to the service in place of the server's. */
  uri: string;
  /** Commands since the last reset, by `<command> <collection>`. */
  counts(): Map<string, number>;
  /** The time from each command to its answer since the last reset, summed per command (ms). */
  waits(): Map<string, number>;
  reset(): void;
  close(): Promise<void>;
}

/** The command's name and, when its value is a string, the collection it names. */
function commandOf(body: Buffer, at: number): string | undefined {
  if (at + 5 > body.length) return undefined;
  const type = body[at + 4];
  const nameEnd = body.indexOf(0, at + 5);
  if (nameEnd < 0) return undefined;
  const name = body.toString('utf8', at + 5, nameEnd);
  if (type !== 0x02) return name;
  const length = body.readInt32LE(nameEnd + 1);
  const value = body.toString('utf8', nameEnd + 5, nameEnd + 4 + length);
  return `${name} ${value}`;
}

/** Splits a stream into messages: `seen` gets each one's header and command, if any. */
function messageReader(
  seen: (command: string | undefined, requestId: number, responseTo: number) => void,
) {
  let pending: Buffer = Buffer.alloc(0);
  return (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= 16) {
      const length = pending.readInt32LE(0);
      if (pending.length < length) break;
      const message = pending.subarray(0, length);
      pending = pending.subarray(length);
      const opCode = message.readInt32LE(12);
      // OP_MSG: flags (4 bytes), then section kind 0 (1 byte) and the command document.
      const command =
        opCode === OP_MSG && message[20] === 0
          ? commandOf(message, 21)
          : opCode === OP_QUERY
            ? 'legacy query'
            : undefined;
      seen(command, message.readInt32LE(4), message.readInt32LE(8));
    }
  };
}

export async function startWireCounter(serverUri: string): Promise<WireCounter> {
  const target = new URL(serverUri);
  const counts = new Map<string, number>();
  const waits = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    const asked = new Map<number, { command: string; at: number }>();
    const read = messageReader((command, requestId) => {
      if (!command || UPKEEP.has(command.split(' ')[0]!)) return;
      counts.set(command, (counts.get(command) ?? 0) + 1);
      asked.set(requestId, { command, at: performance.now() });
    });
    const answered = messageReader((_command, _requestId, responseTo) => {
      const question = asked.get(responseTo);
      if (!question) return;
      asked.delete(responseTo);
      const { command, at } = question;
      waits.set(command, (waits.get(command) ?? 0) + performance.now() - at);
    });
    client.on('data', (chunk: Buffer) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      answered(chunk);
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    counts: () => new Map(counts),
    waits: () => new Map(waits),
    reset: () => {
      counts.clear();
      waits.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Commands per call over `calls` calls, the writes and round trips summed. */
export function perCall(counts: Map<string, number>, calls: number) {
  const commands: Record<string, number> = {};
  let writes = 0;
  let roundTrips = 0;
  for (const [command, count] of counts) {
    const each = count / calls;
    roundTrips += each;
    if (WRITE_COMMANDS.has(command.split(' ')[0]!)) writes += each;
    if (each >= 0.05) commands[command] = Math.round(each * 100) / 100;
  }
  return { commands, writes, roundTrips };
}
