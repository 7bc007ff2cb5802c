/**
 * One of a camera type's choices — how it connects, its codec, its resolution — as a setup form's
 * field (`@mars/shared/demo-setup-fields`): a select of the contract's values in its words, named
 * as the contract's query names it, so both teams' forms show and send the same. A subpath each app
 * bundles, not the page's singleton.
 */

import type { SelectHTMLAttributes } from 'react';
import { SETUP_PARAMS, type SetupChoice } from '../../protocol/demoSetup/demoSetup.mjs';
import { CHOICE_OPTIONS } from '../../protocol/demoSetup/setupDraft';

export interface ChoiceFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'onChange' | 'children'> {
  choice: SetupChoice;
  label: string;
  /** The value picked, as the select has it (the draft's model checks it against the contract). */
  onChoice: (value: string) => void;
}

export function ChoiceField({ choice, label, onChoice, ...select }: ChoiceFieldProps) {
  return (
    <label>
      {label}
      <select name={SETUP_PARAMS[choice]} onChange={(e) => onChoice(e.target.value)} {...select}>
        {CHOICE_OPTIONS[choice].map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
