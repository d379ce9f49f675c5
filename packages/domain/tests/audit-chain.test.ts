import { createHash } from 'node:crypto';
import { canonicalJson, chainedRowOf, DEIDENTIFIED_DETAILS, detailsHashOf, rowHashOf, verifyAuditChain, type StoredAuditRow } from '../src/audit-chain';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// A chain of `count` rows as the cms writes them, read back as the database returns them.
const chain = (count: number): StoredAuditRow[] => {
  const rows: StoredAuditRow[] = [];
  for (let seq = 1; seq <= count; seq += 1) {
    const details = { after: { comment: `Checked ${seq}` }, before: null };
    const row = { id: seq + 100, actor_id: 7, actor_email: 'staff@bursary.local', action: 'comment.add', target_type: 'application', target_id: '12', ip: '10.0.0.1', at: 1_795_000_000_000 + seq, details: JSON.stringify(details) };
    const detailsHash = detailsHashOf(details, sha256);
    const prevHash = rows[seq - 2]?.hash ?? null;
    const hash = rowHashOf(chainedRowOf({ ...row, seq, prev_hash: prevHash, hash: null, details_hash: detailsHash }, { seq, prevHash, detailsHash }), sha256);
    rows.push({ ...row, seq, prev_hash: prevHash, hash, details_hash: detailsHash });
  }
  return rows;
};

describe('the access log chain', () => {
  it('writes JSON with sorted keys, so PostgreSQL reordering a jsonb column changes nothing', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"e":2,"f":1}]},"b":1}');
  });

  it('finds a whole chain whole, with its last row', () => {
    const rows = chain(5);
    expect(verifyAuditChain(rows, sha256)).toEqual({ rows: 5, deidentified: 0, head: { seq: 5, hash: rows[4].hash }, breaks: [] });
  });

  it('keeps a row whose details retention replaced, and counts it', () => {
    const rows = chain(3);
    rows[1].details = JSON.stringify(DEIDENTIFIED_DETAILS);
    expect(verifyAuditChain(rows, sha256)).toMatchObject({ deidentified: 1, breaks: [] });
  });

  it.each([
    ['a changed actor', (rows: StoredAuditRow[]) => (rows[2].actor_email = 'other@bursary.local'), 'row 3 was changed (who, what, when or from where)'],
    ['changed details', (rows: StoredAuditRow[]) => (rows[2].details = '{"after":{"comment":"Nothing"}}'), "row 3's details were changed"],
    ['a deleted row', (rows: StoredAuditRow[]) => rows.splice(2, 1), 'rows 3 to 3 are missing (deleted)'],
    ['a row without a place in the chain', (rows: StoredAuditRow[]) => rows.unshift({ ...rows[0], id: 1, seq: null, hash: null }), 'row id 1 is not in the chain'],
  ])('names %s', (_label, tamper, problem) => {
    const rows = chain(5);
    tamper(rows);
    expect(verifyAuditChain(rows, sha256).breaks.map((item) => item.problem)).toEqual([expect.stringContaining(problem)]);
  });
});
