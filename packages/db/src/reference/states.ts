// India's 28 states and 8 union territories, as a profile's "state" is chosen from them.
// Names are the official English names (Delhi rather than "National Capital Territory of Delhi", as
// people write it); codes are the current ISO 3166-2:IN subdivision codes without the "IN-" prefix,
// including the 2023 revisions (CG, OD, TS, UK) and the merged UT of 2020 (DH).
export type StateKind = 'state' | 'union-territory';

export interface IndianState {
  name: string;
  code: string;
  kind: StateKind;
}

export const INDIAN_STATES: readonly IndianState[] = [
  { name: 'Andhra Pradesh', code: 'AP', kind: 'state' },
  { name: 'Arunachal Pradesh', code: 'AR', kind: 'state' },
  { name: 'Assam', code: 'AS', kind: 'state' },
  { name: 'Bihar', code: 'BR', kind: 'state' },
  { name: 'Chhattisgarh', code: 'CG', kind: 'state' },
  { name: 'Goa', code: 'GA', kind: 'state' },
  { name: 'Gujarat', code: 'GJ', kind: 'state' },
  { name: 'Haryana', code: 'HR', kind: 'state' },
  { name: 'Himachal Pradesh', code: 'HP', kind: 'state' },
  { name: 'Jharkhand', code: 'JH', kind: 'state' },
  { name: 'Karnataka', code: 'KA', kind: 'state' },
  { name: 'Kerala', code: 'KL', kind: 'state' },
  { name: 'Madhya Pradesh', code: 'MP', kind: 'state' },
  { name: 'Maharashtra', code: 'MH', kind: 'state' },
  { name: 'Manipur', code: 'MN', kind: 'state' },
  { name: 'Meghalaya', code: 'ML', kind: 'state' },
  { name: 'Mizoram', code: 'MZ', kind: 'state' },
  { name: 'Nagaland', code: 'NL', kind: 'state' },
  { name: 'Odisha', code: 'OD', kind: 'state' },
  { name: 'Punjab', code: 'PB', kind: 'state' },
  { name: 'Rajasthan', code: 'RJ', kind: 'state' },
  { name: 'Sikkim', code: 'SK', kind: 'state' },
  { name: 'Tamil Nadu', code: 'TN', kind: 'state' },
  { name: 'Telangana', code: 'TS', kind: 'state' },
  { name: 'Tripura', code: 'TR', kind: 'state' },
  { name: 'Uttar Pradesh', code: 'UP', kind: 'state' },
  { name: 'Uttarakhand', code: 'UK', kind: 'state' },
  { name: 'West Bengal', code: 'WB', kind: 'state' },
  { name: 'Andaman and Nicobar Islands', code: 'AN', kind: 'union-territory' },
  { name: 'Chandigarh', code: 'CH', kind: 'union-territory' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: 'DH', kind: 'union-territory' },
  { name: 'Delhi', code: 'DL', kind: 'union-territory' },
  { name: 'Jammu and Kashmir', code: 'JK', kind: 'union-territory' },
  { name: 'Ladakh', code: 'LA', kind: 'union-territory' },
  { name: 'Lakshadweep', code: 'LD', kind: 'union-territory' },
  { name: 'Puducherry', code: 'PY', kind: 'union-territory' },
];
