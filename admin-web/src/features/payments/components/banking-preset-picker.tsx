import type { BankingPreset } from '@bursary/domain/back-office-api';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useBankingPresets } from '../api/get-banking-presets';

type BankingPresetPickerProps = {
  onPick: (preset: BankingPreset) => void;
};

const PICKER_ID = 'banking-preset';
const HINT_ID = `${PICKER_ID}-hint`;

/** An institution's stored bank details, to fill bank, account number and branch code in one go. */
export function BankingPresetPicker({ onPick }: BankingPresetPickerProps) {
  const { data: presets, error, isLoading, mutate } = useBankingPresets();
  const [picked, setPicked] = useState('');

  const hint = (() => {
    if (isLoading) return 'Loading banking presets...';
    if (error) return `${error.message} You can still type the banking details below.`;
    if (presets?.length === 0) {
      return 'No banking presets yet: editors add them in the Strapi admin (Banking preset). Type the banking details below.';
    }
    return 'Fills in bank, account number and branch code; you can still change them.';
  })();

  return (
    <div className="banking-preset">
      <label htmlFor={PICKER_ID}>Banking details preset</label>
      <select
        id={PICKER_ID}
        className="native-select"
        value={picked}
        disabled={!presets || presets.length === 0}
        aria-describedby={HINT_ID}
        onChange={(event) => {
          const preset = presets?.find((candidate) => candidate.name === event.target.value);
          setPicked(event.target.value);
          if (preset) onPick(preset);
        }}
      >
        <option value="">Choose an institution</option>
        {presets?.map((preset) => (
          <option key={preset.name} value={preset.name}>
            {preset.name}
          </option>
        ))}
      </select>
      <p id={HINT_ID} className="payment-hint" role={error ? 'alert' : undefined}>
        {hint}
      </p>
      {error && (
        <Button size="small" onClick={() => void mutate()}>
          Try again
        </Button>
      )}
    </div>
  );
}
