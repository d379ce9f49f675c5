import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';

// A DNS server standing in for Docker's embedded one (127.0.0.11), which answers a compose
// service's name with the address of each of its running containers: here a name answers the
// IPv4 addresses it is given now (`answer`), so a test can start and stop "containers". UDP, A
// records only (nginx's resolver asks for A with ipv6=off); any other name is NXDOMAIN.

const TYPE_A = 1;
const CLASS_IN = 1;
const NO_ERROR = 0;
const NAME_ERROR = 3;

/** The name a query asks about, and where its question ends (the header is 12 bytes). */
const readQuestion = (query: Buffer) => {
  const labels: string[] = [];
  let offset = 12;
  while (query[offset] !== 0) {
    labels.push(query.subarray(offset + 1, offset + 1 + query[offset]).toString('ascii'));
    offset += 1 + query[offset];
  }
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(offset + 1), end: offset + 5 };
};

const answerTo = (query: Buffer, addresses: string[] | undefined, ttlSeconds: number) => {
  const question = readQuestion(query);
  const records = question.type === TYPE_A ? (addresses ?? []) : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the query's id
  // A response (QR), authoritative (AA), recursion desired as asked (RD).
  header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | (addresses ? NO_ERROR : NAME_ERROR), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  const answers = records.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(TYPE_A, 2);
    record.writeUInt16BE(CLASS_IN, 4);
    record.writeUInt32BE(ttlSeconds, 6);
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((part, index) => record.writeUInt8(Number(part), 12 + index));
    return record;
  });
  return Buffer.concat([header, query.subarray(12, question.end), ...answers]);
};

export type DnsServer = {
  /** host:port, for nginx's `resolver` */
  address: string;
  /** From now on `name` answers these addresses (none: an empty answer, as for a service with no running container). */
  answer: (name: string, addresses: string[]) => void;
  /** How many questions about `name` it has answered. */
  questions: (name: string) => number;
  close: () => Promise<void>;
};

export const startDnsServer = async (ttlSeconds = 600): Promise<DnsServer> => {
  const names = new Map<string, string[]>();
  const asked = new Map<string, number>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, from) => {
    try {
      const { name } = readQuestion(query);
      asked.set(name, (asked.get(name) ?? 0) + 1);
      socket.send(answerTo(query, names.get(name), ttlSeconds), from.port, from.address);
    } catch {
      // Not a question it can read: no answer, as from a server that dropped it.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    answer: (name, addresses) => names.set(name.toLowerCase(), [...addresses]),
    questions: (name) => asked.get(name.toLowerCase()) ?? 0,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
};
