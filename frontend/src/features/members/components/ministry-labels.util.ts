import type { MinistryView } from '@koinonia/contracts';
import type { SelectOption } from '../../../shared/ui';

// Apart from the other labels: the home page's newest-members card needs only these.
/** What a member's `ministry` holds for a ministry: its name, as the directory shows and sorts it. */
export function ministryValue(ministry: MinistryView): string {
  return ministry.name;
}

/** The name to show for a member's ministry, whether it holds the ministry's name or its id. */
export function ministryLabel(ministries: MinistryView[] | undefined, value: string): string {
  const match = ministries?.find((m) => m.name === value || m.id === value);
  return match ? match.name : value;
}

export function ministryOptions(ministries: MinistryView[] | undefined, current?: string): SelectOption[] {
  const options = (ministries ?? []).map((m) => ({ value: ministryValue(m), label: m.name }));
  if (current && !options.some((o) => o.value === current)) {
    options.push({ value: current, label: ministryLabel(ministries, current) });
  }
  return options;
}
