import type { CiselnikRef } from '@shared/api/opatrenia';
import { Select } from './select';
import { COMMON_TEXTS } from '@web/texts';

/**
 * A select of one code list's active items; an item the record already holds stays selectable after
 * its deactivation (marked 'neaktívna'), like the server accepts it.
 */
export function CiselnikSelect({
  id,
  label,
  value,
  onChange,
  values,
  held,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  values: readonly { uuid: string; label: string }[];
  held?: CiselnikRef;
  error?: string;
}) {
  const options = values.map((v) => ({ value: v.uuid, label: v.label }));
  if (held && !values.some((v) => v.uuid === held.uuid)) options.unshift({ value: held.uuid, label: `${held.label} (${COMMON_TEXTS.neaktivnaPolozka})` });
  return <Select id={id} label={label} value={value} onChange={onChange} options={options} placeholder={COMMON_TEXTS.vyberte} error={error} />;
}
