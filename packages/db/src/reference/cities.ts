// Cities and towns by state, keyed by the exact state name of states.ts so a profile's city can be
// validated against its state. Each state's list lives in its own file under cities/ to keep files
// reviewable; every list holds at least the headquarters town of each district, plus towns with large
// Muslim communities that are not headquarters (Malegaon, Bhiwandi, Mumbra, Deoband, Ambur, ...).
import { ANDAMAN_AND_NICOBAR_ISLANDS_CITIES } from './cities/andaman-and-nicobar-islands';
import { ANDHRA_PRADESH_CITIES } from './cities/andhra-pradesh';
import { ARUNACHAL_PRADESH_CITIES } from './cities/arunachal-pradesh';
import { ASSAM_CITIES } from './cities/assam';
import { BIHAR_CITIES } from './cities/bihar';
import { CHANDIGARH_CITIES } from './cities/chandigarh';
import { CHHATTISGARH_CITIES } from './cities/chhattisgarh';
import { DADRA_AND_NAGAR_HAVELI_AND_DAMAN_AND_DIU_CITIES } from './cities/dadra-and-nagar-haveli-and-daman-and-diu';
import { DELHI_CITIES } from './cities/delhi';
import { GOA_CITIES } from './cities/goa';
import { GUJARAT_CITIES } from './cities/gujarat';
import { HARYANA_CITIES } from './cities/haryana';
import { HIMACHAL_PRADESH_CITIES } from './cities/himachal-pradesh';
import { JAMMU_AND_KASHMIR_CITIES } from './cities/jammu-and-kashmir';
import { JHARKHAND_CITIES } from './cities/jharkhand';
import { KARNATAKA_CITIES } from './cities/karnataka';
import { KERALA_CITIES } from './cities/kerala';
import { LADAKH_CITIES } from './cities/ladakh';
import { LAKSHADWEEP_CITIES } from './cities/lakshadweep';
import { MADHYA_PRADESH_CITIES } from './cities/madhya-pradesh';
import { MAHARASHTRA_CITIES } from './cities/maharashtra';
import { MANIPUR_CITIES } from './cities/manipur';
import { MEGHALAYA_CITIES } from './cities/meghalaya';
import { MIZORAM_CITIES } from './cities/mizoram';
import { NAGALAND_CITIES } from './cities/nagaland';
import { ODISHA_CITIES } from './cities/odisha';
import { PUDUCHERRY_CITIES } from './cities/puducherry';
import { PUNJAB_CITIES } from './cities/punjab';
import { RAJASTHAN_CITIES } from './cities/rajasthan';
import { SIKKIM_CITIES } from './cities/sikkim';
import { TAMIL_NADU_CITIES } from './cities/tamil-nadu';
import { TELANGANA_CITIES } from './cities/telangana';
import { TRIPURA_CITIES } from './cities/tripura';
import { UTTAR_PRADESH_CITIES } from './cities/uttar-pradesh';
import { UTTARAKHAND_CITIES } from './cities/uttarakhand';
import { WEST_BENGAL_CITIES } from './cities/west-bengal';

export const CITIES_BY_STATE: Readonly<Record<string, readonly string[]>> = {
  'Andaman and Nicobar Islands': ANDAMAN_AND_NICOBAR_ISLANDS_CITIES,
  'Andhra Pradesh': ANDHRA_PRADESH_CITIES,
  'Arunachal Pradesh': ARUNACHAL_PRADESH_CITIES,
  Assam: ASSAM_CITIES,
  Bihar: BIHAR_CITIES,
  Chandigarh: CHANDIGARH_CITIES,
  Chhattisgarh: CHHATTISGARH_CITIES,
  'Dadra and Nagar Haveli and Daman and Diu': DADRA_AND_NAGAR_HAVELI_AND_DAMAN_AND_DIU_CITIES,
  Delhi: DELHI_CITIES,
  Goa: GOA_CITIES,
  Gujarat: GUJARAT_CITIES,
  Haryana: HARYANA_CITIES,
  'Himachal Pradesh': HIMACHAL_PRADESH_CITIES,
  'Jammu and Kashmir': JAMMU_AND_KASHMIR_CITIES,
  Jharkhand: JHARKHAND_CITIES,
  Karnataka: KARNATAKA_CITIES,
  Kerala: KERALA_CITIES,
  Ladakh: LADAKH_CITIES,
  Lakshadweep: LAKSHADWEEP_CITIES,
  'Madhya Pradesh': MADHYA_PRADESH_CITIES,
  Maharashtra: MAHARASHTRA_CITIES,
  Manipur: MANIPUR_CITIES,
  Meghalaya: MEGHALAYA_CITIES,
  Mizoram: MIZORAM_CITIES,
  Nagaland: NAGALAND_CITIES,
  Odisha: ODISHA_CITIES,
  Puducherry: PUDUCHERRY_CITIES,
  Punjab: PUNJAB_CITIES,
  Rajasthan: RAJASTHAN_CITIES,
  Sikkim: SIKKIM_CITIES,
  'Tamil Nadu': TAMIL_NADU_CITIES,
  Telangana: TELANGANA_CITIES,
  Tripura: TRIPURA_CITIES,
  'Uttar Pradesh': UTTAR_PRADESH_CITIES,
  Uttarakhand: UTTARAKHAND_CITIES,
  'West Bengal': WEST_BENGAL_CITIES,
};
