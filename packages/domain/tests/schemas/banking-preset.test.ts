import { bankingPresetSchema } from '../../src/schemas/banking-preset';
import { messagesOf, validated } from '../helpers';

const valid = { bank: 'Standard Bank', account_no: '070123456', branch_no: '051001', name: 'University of Cape Town' };

describe('bankingPresetSchema', () => {
  it('accepts a complete preset, trimmed', () => {
    expect(messagesOf(bankingPresetSchema, valid)).toEqual([]);
    expect(validated(bankingPresetSchema, { ...valid, name: ' University of Cape Town ', account_no: ' 070123456 ' })).toEqual(valid);
  });

  it.each([
    ['bank', '', 'Bank is required'],
    ['bank', undefined, 'Bank is required'],
    ['account_no', '', 'Enter account number'],
    ['account_no', '070 123 456', 'Enter account number as digits only'],
    ['account_no', '07012345A', 'Enter account number as digits only'],
    ['branch_no', ' ', 'Enter branch code'],
    ['branch_no', '051-001', 'Enter branch code as digits only'],
    ['name', '', 'Enter preset name'],
    ['name', 'x'.repeat(256), 'Use 255 characters or fewer'],
  ])('%s = %p shows "%s"', (field, value, message) => {
    expect(messagesOf(bankingPresetSchema, { ...valid, [field]: value })).toEqual([message]);
  });

  it('says what is wrong with the banking details before the name', () => {
    expect(messagesOf(bankingPresetSchema, {})).toEqual(['Bank is required', 'Enter account number', 'Enter branch code', 'Enter preset name']);
  });
});
