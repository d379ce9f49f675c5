import { DOCUMENT_KINDS, documentKindByCode, type DocumentCode } from '@bursary/domain/options/document-kinds';
import Button from 'antd/es/button';
import { useId, useState } from 'react';

type DocumentPickerProps = {
  value: DocumentCode[];
  onChange: (codes: DocumentCode[]) => void;
  /** The form's problem with the choice, e.g. "Select document". */
  error?: string;
};

/** The documents an e-mail asks for: each at most once ("{document} is already selected"), each removable. */
export function DocumentPicker({ value, onChange, error }: DocumentPickerProps) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // The form's "Select document" stops applying once a document is chosen.
  const message = refusal ?? (value.length === 0 ? error : undefined);

  const add = () => {
    const kind = documentKindByCode(Number(choice));
    if (choice === '' || !kind) {
      setRefusal('Choose a document in the list, then press Add document.');
      return;
    }
    if (value.includes(kind.code)) {
      setRefusal(`${kind.name} is already selected`);
      return;
    }
    setRefusal(null);
    setChoice('');
    onChange([...value, kind.code]);
  };

  const remove = (code: DocumentCode) => {
    setRefusal(null);
    onChange(value.filter((chosen) => chosen !== code));
  };

  return (
    <fieldset className="document-picker" aria-describedby={message ? `${id}-error` : undefined}>
      <legend>Documents to request</legend>
      <div className="document-picker-add">
        <label htmlFor={`${id}-select`}>Document</label>
        <select
          id={`${id}-select`}
          className={`native-select picker-select${message ? ' has-error' : ''}`}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setRefusal(null);
          }}
        >
          <option value="">Select document</option>
          {DOCUMENT_KINDS.map((kind) => (
            <option key={kind.code} value={kind.code}>
              {kind.name}
            </option>
          ))}
        </select>
        <Button onClick={add}>Add document</Button>
      </div>
      {message && (
        <p id={`${id}-error`} className="picker-error" role="alert">
          {message}
        </p>
      )}
      {value.length === 0 ? (
        <p className="picker-hint">No documents chosen yet.</p>
      ) : (
        <ul className="chosen-list" aria-label="Chosen documents">
          {value.map((code) => {
            const name = documentKindByCode(code)?.name ?? String(code);
            return (
              <li key={code}>
                <span>{name}</span>
                <Button size="small" onClick={() => remove(code)} aria-label={`Remove ${name}`}>
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
