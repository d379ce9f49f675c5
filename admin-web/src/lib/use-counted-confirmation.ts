import { useState } from 'react';

/**
 * A bulk send's confirmation that names how many it goes to: `ask` counts first (the cms's count
 * call) and opens the confirmation with that count; a count that fails goes to `onFailed`. The count is
 * kept after the confirmation closes, so its words do not change while it fades.
 */
export function useCountedConfirmation<Count>(count: () => Promise<Count>, onFailed: (message: string) => void) {
  const [counted, setCounted] = useState<Count | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isCounting, setIsCounting] = useState(false);

  const ask = async () => {
    setIsCounting(true);
    try {
      setCounted(await count());
      setIsConfirming(true);
    } catch (error) {
      onFailed((error as Error).message);
    } finally {
      setIsCounting(false);
    }
  };

  return { counted, isConfirming, isCounting, ask, close: () => setIsConfirming(false) };
}
