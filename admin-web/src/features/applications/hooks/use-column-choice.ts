import { useCallback, useState } from 'react';

/** One key for both column sets (all applications, accepted applicants): a column is hidden or placed by its title. */
export const COLUMN_CHOICE_KEY = 'grid-columns';

export type ColumnChoice = {
  /** titles of the columns staff hid */
  hidden: string[];
  /** titles of the movable columns in the order staff put them; columns missing from it keep their place beside their neighbour */
  order: string[];
};

const NO_CHOICE: ColumnChoice = { hidden: [], order: [] };

const titlesIn = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((item): item is string => typeof item === 'string'))] : [];

function readChoice(): ColumnChoice {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(COLUMN_CHOICE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return NO_CHOICE;
    const { hidden, order } = stored as Record<string, unknown>;
    return { hidden: titlesIn(hidden), order: titlesIn(order) };
  } catch {
    return NO_CHOICE;
  }
}

/**
 * `order` first, then each title of `base` it lacks, placed just after the title that comes before it in `base`
 * (at the front when none does): a column new to the list, or only in the other set, stays beside its neighbour.
 */
export function placeMissing(order: readonly string[], base: readonly string[]): string[] {
  const result = [...new Set(order)];
  base.forEach((title, index) => {
    if (result.includes(title)) return;
    const before = base.slice(0, index).reverse().find((earlier) => result.includes(earlier));
    result.splice(before === undefined ? 0 : result.indexOf(before) + 1, 0, title);
  });
  return result;
}

/** The movable titles of one column set in staff's order; titles no longer in the set are ignored. */
export const arrangeTitles = (choice: ColumnChoice, titles: readonly string[]) =>
  placeMissing(
    choice.order.filter((title) => titles.includes(title)),
    titles,
  );

/** Which grid columns staff hide and in what order, remembered in this browser. */
export function useColumnChoice() {
  const [choice, setChoice] = useState(readChoice);

  const save = useCallback((next: ColumnChoice) => {
    setChoice(next);
    try {
      localStorage.setItem(COLUMN_CHOICE_KEY, JSON.stringify(next));
    } catch {
      // A full or blocked storage only costs remembering the choice.
    }
  }, []);

  const setHidden = (title: string, isHidden: boolean) =>
    save({
      ...choice,
      hidden: isHidden ? [...new Set([...choice.hidden, title])] : choice.hidden.filter((hiddenTitle) => hiddenTitle !== title),
    });

  /** Moves a column one place within `titles` (one set's movable titles), keeping where the other set's columns stand. */
  const move = (titles: readonly string[], title: string, step: -1 | 1) => {
    const arranged = arrangeTitles(choice, titles);
    const from = arranged.indexOf(title);
    const to = from + step;
    if (from < 0 || to < 0 || to >= arranged.length) return;
    [arranged[from], arranged[to]] = [arranged[to], arranged[from]];
    save({ ...choice, order: placeMissing(arranged, choice.order) });
  };

  const reset = () => {
    setChoice(NO_CHOICE);
    try {
      localStorage.removeItem(COLUMN_CHOICE_KEY);
    } catch {
      // Nothing to forget.
    }
  };

  return { choice, setHidden, move, reset };
}
