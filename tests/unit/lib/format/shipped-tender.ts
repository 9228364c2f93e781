import type { AddressParts, ContractDuration, MoneyValue } from '../../../../src/lib/format';

interface Period {
  startDate?: string;
  endDate?: string;
}

/** The fields of a shipped CDB tender that the format tests read (shippedTenderData's `data`). */
export interface ShippedTender {
  tenderID: string;
  title: string;
  date: string;
  value?: MoneyValue;
  minValue?: Partial<MoneyValue>;
  minimalStep?: MoneyValue;
  tenderPeriod?: Period;
  auctionPeriod?: Period;
  NBUdiscountRate?: number;
  yearlyPaymentsPercentageRange?: number;
  minimalStepPercentage?: number;
  agreementDuration?: string;
  procuringEntity: { address?: AddressParts; identifier: { id: string } };
  awards?: {
    date: string;
    value: MoneyValue & { contractDuration?: ContractDuration; yearlyPaymentsPercentage?: number };
  }[];
}
