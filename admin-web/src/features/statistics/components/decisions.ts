// The three decisions every figure is split into, in the order charts stack them and tables list them.
// Colours keep at least 3:1 against white, as non-text contrast asks.
export const DECISIONS = [
  { key: 'accepted', label: 'Accepted', colour: '#17603f' },
  { key: 'declined', label: 'Declined', colour: '#b42318' },
  { key: 'pending', label: 'Pending', colour: '#6b6f76' },
] as const;
