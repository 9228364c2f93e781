import type { CodesFilter, FilterSpec } from '../../model/filters/sections';
import { AmountField } from './AmountField';
import { CodesField } from './CodesField';
import { CpvField } from './CpvField';
import { DateRangeField } from './DateRangeField';
import type { FieldProps } from './field-props';
import { FlagsField } from './FlagsField';
import { LocalShareField } from './LocalShareField';
import { OptionsField } from './OptionsField';

interface FilterFieldProps extends FieldProps {
  spec: FilterSpec;
  onNames: (key: CodesFilter['key'], names: string[]) => void;
  onCpvOpen: () => void;
}

/** The control of one filter of the section table. */
export function FilterField({ spec, onNames, onCpvOpen, ...props }: FilterFieldProps) {
  switch (spec.kind) {
    case 'options':
    case 'milestone':
    case 'year':
      return <OptionsField spec={spec} {...props} />;
    case 'codes':
      return <CodesField spec={spec} onNames={onNames} {...props} />;
    case 'cpv':
      return <CpvField spec={spec} onOpen={onCpvOpen} {...props} />;
    case 'amount':
      return <AmountField spec={spec} {...props} />;
    case 'dates':
      return <DateRangeField spec={spec} {...props} />;
    case 'localShare':
      return <LocalShareField spec={spec} {...props} />;
    case 'flags':
      return <FlagsField spec={spec} {...props} />;
  }
}
