import type { InputHTMLAttributes } from 'react';
import { Field } from '../modal/formStyles';

/** A required field of the modal's form: its label around its input, its value handed back as it is typed. */
export function TextField({
  label,
  onValue,
  ...input
}: { label: string; value: string; onValue: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  return (
    <Field>
      {label}
      <input {...input} required onChange={(e) => onValue(e.target.value)} />
    </Field>
  );
}
