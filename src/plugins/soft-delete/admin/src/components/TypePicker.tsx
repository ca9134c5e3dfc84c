import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import type { TrashType } from '../api';

/** Which content type's trash is shown, each with how many of its records are in it. */
export const TypePicker = ({
  types,
  value,
  onChange,
}: {
  types: TrashType[];
  value: string;
  onChange(uid: string): void;
}) => (
  <Field.Root name="type" hint="Each kind of record keeps its own trash">
    <Field.Label>Content type</Field.Label>
    <SingleSelect value={value} onChange={(uid) => onChange(String(uid))}>
      {types.map((type) => (
        <SingleSelectOption key={type.uid} value={type.uid}>
          {`${type.name} (${type.count})`}
        </SingleSelectOption>
      ))}
    </SingleSelect>
    <Field.Hint />
  </Field.Root>
);
