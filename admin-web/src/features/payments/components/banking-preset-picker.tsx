import type { BankingPreset } from '@bursary/domain/back-office-api';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { useBankingPresets } from '../api/get-banking-presets';

type BankingPresetPickerProps = {
  /** the name of the preset last picked or saved */
  picked: string | undefined;
  onPick: (preset: BankingPreset) => void;
};

const PICKER_ID = 'banking-preset';
const HINT_ID = `${PICKER_ID}-hint`;

/** Every word typed is in the preset's name, whatever its case: "cape town" finds "University of Cape Town". */
export const matchesPresetName = (search: string, name: string) => {
  const haystack = name.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
};

/** An institution's stored bank details, found by typing its name, to fill bank, account number and branch code in one go. */
export function BankingPresetPicker({ picked, onPick }: BankingPresetPickerProps) {
  const { data: presets, error, isLoading, mutate } = useBankingPresets();

  const hint = (() => {
    if (isLoading) return 'Loading banking presets...';
    if (error) return `${error.message} You can still type the banking details below.`;
    if (presets?.length === 0) {
      return 'No banking presets yet. Type the banking details below, then save them as a preset for the next payment.';
    }
    return "Type part of the institution's name to find its preset. It fills in bank, account number and branch code; you can still change them.";
  })();

  return (
    <div className="banking-preset">
      <label htmlFor={PICKER_ID}>Banking details preset</label>
      <Select
        id={PICKER_ID}
        className="banking-preset-select"
        showSearch={{ filterOption: (search, option) => matchesPresetName(search, String(option?.label ?? '')) }}
        placeholder="Search by institution"
        notFoundContent="No preset has that name"
        value={picked}
        options={presets?.map((preset) => ({ value: preset.name, label: preset.name }))}
        disabled={!presets || presets.length === 0}
        aria-describedby={HINT_ID}
        onChange={(name: string) => {
          const preset = presets?.find((candidate) => candidate.name === name);
          if (preset) onPick(preset);
        }}
      />
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
