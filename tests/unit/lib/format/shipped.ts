import type { AddressParts, ContractDuration, MoneyValue } from '../../../../src/lib/format';
import { shippedTenderData } from '../../../support/shipped-cdb';
interface Period {
  startDate?: string;
  endDate?: string;
}

/** The fields of a shipped CDB tender that the format tests read. */
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

/** A tender from data/cdb/tenders, as the public API returns it ({data: …}). */
export function shippedTender(file: string): ShippedTender {
  return shippedTenderData<ShippedTender>(file);
}
